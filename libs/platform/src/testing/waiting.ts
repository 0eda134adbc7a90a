import type { EventEnvelope } from '@ihe/contracts';
import type { EventBus } from '../messaging/event-bus.port.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 25 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for condition');
    await sleep(25);
  }
}

/** Records every event of the given names that reaches a test queue of `bus`. */
export async function observeEvents(
  bus: EventBus,
  names: string[],
  queue = 'test-observer',
): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await bus.subscribe({
    queue,
    events: names,
    handler: async (event) => {
      seen.push(event);
    },
  });
  return seen;
}
