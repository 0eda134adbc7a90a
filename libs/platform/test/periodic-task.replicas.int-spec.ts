import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '../src/app/periodic-task.js';
import { PeriodicTaskRuns1730000000050 } from '../src/app/periodic-task-runs.migration.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/create-test-database.js';
import { sleep, waitFor } from '../src/testing/waiting.js';

interface Pass {
  replica: string;
  at: number;
}

let database: TestDatabase;
const schema = `periodic_${randomBytes(4).toString('hex')}`;
const opened: DataSource[] = [];

/** A pool of its own on the service's schema: one replica of the service. */
async function openReplica(searchPath = schema): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    schema: searchPath,
    migrations: [PeriodicTaskRuns1730000000050],
    extra: { options: `-c search_path=${searchPath}`, max: 2 },
  });
  await dataSource.initialize();
  opened.push(dataSource);
  return dataSource;
}

/** `count` replicas of one task, each recording its passes in `passes`. */
async function replicasOf(name: string, intervalMs: number, count: number, passes: Pass[]) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const dataSource = await openReplica();
      const replica = String.fromCharCode(97 + i);
      return new PeriodicTask(async () => passes.push({ replica, at: Date.now() }), intervalMs, {
        name,
        dataSource,
      });
    }),
  );
}

/** The shortest time between two consecutive passes, whichever replicas ran them. */
function shortestGap(passes: Pass[]): number {
  const times = passes.map((pass) => pass.at).sort((a, b) => a - b);
  return Math.min(...times.slice(1).map((at, i) => at - times[i]));
}

// The task allows a tenth of the interval for timer drift; a few ms more for the claim's round trip.
const minimumGap = (intervalMs: number) => intervalMs * 0.9 - 25;

beforeAll(async () => {
  database = await createTestDatabase();
  const first = await openReplica();
  await first.query(`CREATE SCHEMA "${schema}"`);
  await first.runMigrations();
});

afterAll(async () => {
  await Promise.all(opened.map((dataSource) => dataSource.destroy()));
  await database.drop();
});

describe('PeriodicTask across replicas', () => {
  it('runs once per interval between two replicas, and the other carries on when one stops', async () => {
    const passes: Pass[] = [];
    const [a, b] = await replicasOf('sweep', 300, 2, passes);
    const startedAt = Date.now();
    a.start();
    await sleep(150); // timers out of phase: each replica's timer fires once per interval
    b.start();
    await sleep(2_100);
    const together = passes.length;
    // ~2.25 s of timers at 300 ms: about 7 passes in all (each replica alone would have run about that many).
    const expected = Math.floor((Date.now() - startedAt) / 300);
    expect(together).toBeGreaterThanOrEqual(expected - 1);
    expect(together).toBeLessThanOrEqual(expected + 1);
    expect(shortestGap(passes)).toBeGreaterThanOrEqual(minimumGap(300));

    await a.stop();
    await sleep(1_200);
    await b.stop();
    const afterStop = passes.slice(together).filter((pass) => pass.replica === 'b');
    expect(afterStop.length).toBeGreaterThanOrEqual(3);
    expect(shortestGap(passes)).toBeGreaterThanOrEqual(minimumGap(300));
  }, 15_000);

  it('runs one pass between replicas whose timers fire at the same moment', async () => {
    const passes: Pass[] = [];
    const replicas = await replicasOf('purge', 200, 3, passes);
    const startedAt = Date.now();
    for (const replica of replicas) replica.start();
    await sleep(1_500);
    await Promise.all(replicas.map((replica) => replica.stop()));
    const expected = Math.floor((Date.now() - startedAt) / 200);
    expect(passes.length).toBeGreaterThanOrEqual(expected - 2);
    expect(passes.length).toBeLessThanOrEqual(expected + 1);
    expect(shortestGap(passes)).toBeGreaterThanOrEqual(minimumGap(200));
  }, 15_000);

  it('keeps separate tasks apart, and run() forces a pass whatever the interval', async () => {
    const sweeps: Pass[] = [];
    const purges: Pass[] = [];
    const [sweep] = await replicasOf('other-sweep', 200, 1, sweeps);
    const [purge] = await replicasOf('other-purge', 200, 1, purges);
    sweep.start();
    purge.start();
    // Timers at 200, 400 and 600 ms: three passes each, none taken by the other task (waited for rather
    // than slept on: a loaded CI machine once fired the third timer after 750 ms).
    await waitFor(() => sweeps.length >= 3 && purges.length >= 3, 5_000);
    await Promise.all([sweep.stop(), purge.stop()]);
    // The two tasks' passes come together: a claim shared between them would keep them an interval apart.
    expect(shortestGap([...sweeps, ...purges])).toBeLessThan(minimumGap(200));

    const forced = sweeps.length;
    await sweep.run();
    await sweep.run();
    expect(sweeps.length).toBe(forced + 2);
  }, 15_000);

  it('adds its row when started, so its passes only update it', async () => {
    const passes: Pass[] = [];
    const [task] = await replicasOf('registered', 250, 1, passes);
    const dataSource = opened[opened.length - 1];
    const rows = () =>
      dataSource.query(`SELECT last_run_at AS "lastRunAt" FROM periodic_task_runs WHERE name = 'registered'`);
    expect(await rows()).toHaveLength(0);
    task.start();
    await sleep(100);
    expect(passes).toHaveLength(0);
    expect(await rows()).toHaveLength(1);
    await sleep(250); // the first timer, at 250 ms, finds the task due
    await task.stop();
    expect(passes).toHaveLength(1);
    const [row] = await rows();
    expect(Math.abs(new Date(row.lastRunAt).getTime() - passes[0].at)).toBeLessThan(1_000);
  });

  it('skips its passes while the claim fails (no table), and stops cleanly', async () => {
    const unmigrated = `periodic_bare_${randomBytes(4).toString('hex')}`;
    const dataSource = await openReplica(unmigrated);
    await dataSource.query(`CREATE SCHEMA "${unmigrated}"`);
    let passes = 0;
    const task = new PeriodicTask(async () => ++passes, 50, { name: 'sweep', dataSource });
    task.start();
    await sleep(300);
    await task.stop();
    expect(passes).toBe(0);
  });
});
