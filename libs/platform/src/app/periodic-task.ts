/**
 * Background housekeeping of a service (sweeps, purges): `work` every `intervalMs` once started, never
 * two passes at once (a call during a pass shares it), and `stop` waits for the pass under way so the
 * app closes cleanly. The timer does not keep the process alive.
 */
export class PeriodicTask<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  /** Whether the task runs (a long pass checks this to stop early on shutdown). */
  get active(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass now (also called by tests), or the one under way. */
  run(): Promise<T> {
    this.running ??= this.work().finally(() => (this.running = undefined));
    return this.running;
  }
}
