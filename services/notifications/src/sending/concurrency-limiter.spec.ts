import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimiter } from './concurrency-limiter.js';

describe('concurrency limiter', () => {
  it('runs at most `limit` tasks at once, in arrival order, and keeps going after a failure', async () => {
    const limiter = new ConcurrencyLimiter(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => limiter.run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(limiter.inFlight).toBe(0);
  });
});
