/**
 * At most `limit` tasks at once, the others wait in arrival order. Bounds the calls in flight to the
 * provider; a slow call holds one slot, not the others.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a whole number of at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter (active stays the same).
      if (next) next();
      else this.active--;
    }
  }

  get inFlight(): number {
    return this.active;
  }
}
