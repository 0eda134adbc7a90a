import { describe, expect, it } from '@jest/globals';
import { sleep, waitFor } from '../testing/waiting.js';
import { PeriodicTask } from './periodic-task.js';

describe('PeriodicTask', () => {
  it('runs its work every interval once started, and no more after stop', async () => {
    let passes = 0;
    const task = new PeriodicTask(async () => ++passes, 20);
    await sleep(60);
    expect(passes).toBe(0);
    task.start();
    expect(task.active).toBe(true);
    await waitFor(() => passes >= 2);
    await task.stop();
    expect(task.active).toBe(false);
    const stoppedAt = passes;
    await sleep(80);
    expect(passes).toBe(stoppedAt);
  });

  it('never runs two passes at once: a call during a pass shares it, and stop waits for it', async () => {
    let started = 0;
    let finished = 0;
    let release!: () => void;
    const task = new PeriodicTask(async () => {
      started++;
      await new Promise<void>((resolve) => (release = resolve));
      finished++;
      return started;
    }, 60_000);
    const first = task.run();
    const second = task.run();
    expect(started).toBe(1);
    const stopped = task.stop();
    let stopDone = false;
    void stopped.then(() => (stopDone = true));
    await sleep(20);
    expect(stopDone).toBe(false);
    release();
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(1);
    await stopped;
    expect(finished).toBe(1);
    // A later call is a new pass.
    const third = task.run();
    release();
    await expect(third).resolves.toBe(2);
  });
});
