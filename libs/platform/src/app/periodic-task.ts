import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** Makes a task run once per interval across every replica of its service, not once per replica. */
export interface OncePerIntervalAcrossReplicas {
  /** The task's row in `periodic_task_runs` (unique within the service's schema). */
  name: string;
  /** The service's database, migrated with PeriodicTaskRuns1730000000050. */
  dataSource: DataSource;
}

/**
 * A replica whose timer fires a little less than one interval after the last pass still gets its turn:
 * timers drift by a few milliseconds, and a replica that misses by that much would skip a whole interval.
 */
const TIMER_DRIFT_ALLOWANCE = 0.1;

/**
 * Background housekeeping of a service (sweeps, purges): `work` every `intervalMs` once started, never
 * two passes at once (a call during a pass shares it), and `stop` waits for the pass under way so the
 * app closes cleanly. The timer does not keep the process alive.
 *
 * With `acrossReplicas`, each timer pass first claims its turn in `periodic_task_runs`: one conditional
 * upsert, so of the replicas whose timers fire within one interval only the first runs the work. The
 * database's clock decides, so replicas' clocks need not agree; when one replica stops, the next timer
 * of another finds the task due. A pass longer than the interval may meet the next one on another
 * replica: the work must stay safe under that (each row it changes is re-checked under its own lock).
 */
export class PeriodicTask<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;
  private ticking?: Promise<void>;
  private readonly logger: Logger;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly acrossReplicas?: OncePerIntervalAcrossReplicas,
  ) {
    this.logger = new Logger(acrossReplicas ? `PeriodicTask ${acrossReplicas.name}` : 'PeriodicTask');
  }

  /** Whether the task runs (a long pass checks this to stop early on shutdown). */
  get active(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    if (this.acrossReplicas) this.ticking = this.register().finally(() => (this.ticking = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    await this.running;
  }

  /** One pass now, whatever other replicas did (also called by tests), or the one under way. */
  run(): Promise<T> {
    this.running ??= this.work().finally(() => (this.running = undefined));
    return this.running;
  }

  private tick(): void {
    if (this.ticking || this.running) return;
    this.ticking = this.runIfDue().finally(() => (this.ticking = undefined));
  }

  private async runIfDue(): Promise<void> {
    try {
      if (!(await this.claimTurn()) || !this.active) return;
      await this.run();
    } catch (error) {
      this.logger.error(`periodic pass failed: ${(error as Error).message}`);
    }
  }

  /**
   * The task's row from the start (due at once): later passes only update it, so the service's tables
   * do not grow while it serves requests (the security e2e checks that refused requests add no rows).
   */
  private async register(): Promise<void> {
    try {
      await this.acrossReplicas?.dataSource.query(
        `INSERT INTO periodic_task_runs (name, last_run_at) VALUES ($1, '-infinity') ON CONFLICT (name) DO NOTHING`,
        [this.acrossReplicas.name],
      );
    } catch (error) {
      this.logger.error(`could not register the task: ${(error as Error).message}`);
    }
  }

  /** Whether this replica runs this interval's pass (always, without `acrossReplicas`). */
  private async claimTurn(): Promise<boolean> {
    if (!this.acrossReplicas) return true;
    // Row-locking upsert: of two replicas claiming at once, the second re-checks the WHERE against the
    // first one's new last_run_at and gets no row back.
    const rows: unknown[] = await this.acrossReplicas.dataSource.query(
      `INSERT INTO periodic_task_runs (name, last_run_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET last_run_at = now()
        WHERE periodic_task_runs.last_run_at <= now() - make_interval(secs => $2::double precision / 1000)
       RETURNING name`,
      [this.acrossReplicas.name, this.intervalMs * (1 - TIMER_DRIFT_ALLOWANCE)],
    );
    return rows.length > 0;
  }
}
