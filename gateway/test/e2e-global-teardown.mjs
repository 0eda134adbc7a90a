export default async function teardown() {
  await stopMarketplace(globalThis.__IHE_E2E_CHILD__);
  // The distributed mode's run database: the machine keeps nothing of a finished run.
  await globalThis.__IHE_E2E_DATABASE__?.drop();
}

async function stopMarketplace(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
