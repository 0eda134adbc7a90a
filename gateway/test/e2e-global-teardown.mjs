export default async function teardown() {
  const child = globalThis.__IHE_E2E_CHILD__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
