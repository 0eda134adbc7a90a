import pg from 'pg';

export default async function teardown() {
  await stopMarketplace(globalThis.__IHE_E2E_CHILD__);
  // The distributed mode's run database: the machine keeps nothing of a finished run.
  const database = globalThis.__IHE_E2E_DATABASE__;
  if (database) {
    const admin = new pg.Client({ connectionString: database.server });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}

async function stopMarketplace(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
