import { describe, expect, it } from '@jest/globals';
import type { MessagingStatus } from '@ihe/platform';
import {
  deadLetterSignal,
  healthScore,
  OUTBOX_LAG_THRESHOLD_SECONDS,
  outboxLagSignal,
  serviceSignal,
} from './health-score.rules.js';

const report = (
  service: string,
  oldestUnpublishedAgeSeconds: number | null,
  deadLetters: number | null = 0,
  backlog = oldestUnpublishedAgeSeconds === null ? 0 : 4,
): MessagingStatus => ({ service, outbox: { backlog, oldestUnpublishedAgeSeconds }, deadLetters });

describe('outbox-lag signal', () => {
  it('is healthy while every oldest unpublished event is within the threshold', () => {
    const signal = outboxLagSignal([report('orders', null), report('catalog', OUTBOX_LAG_THRESHOLD_SECONDS)]);
    expect(signal).toMatchObject({ name: 'outbox-lag', ok: true, penalty: 0 });
    expect(signal.detail).toBe('Every outbox published its events within 60 s');
  });

  it('costs 10 per lagging service, at most 20, and names each with its age and backlog', () => {
    expect(outboxLagSignal([report('orders', 61), report('catalog', 5)])).toEqual({
      name: 'outbox-lag',
      ok: false,
      penalty: 10,
      detail: 'orders: oldest unpublished event 61 s old (4 waiting)',
    });
    const three = outboxLagSignal([report('orders', 300), report('catalog', 90), report('identity', 75)]);
    expect(three.penalty).toBe(20);
    expect(three.detail).toBe(
      'orders: oldest unpublished event 300 s old (4 waiting); catalog: oldest unpublished event 90 s old (4 waiting); identity: oldest unpublished event 75 s old (4 waiting)',
    );
  });

  it('is healthy when no service could report (their /health signals carry the penalty)', () => {
    expect(outboxLagSignal([])).toMatchObject({ ok: true, penalty: 0 });
  });
});

describe('dead-letters signal', () => {
  it('sums the services that hold dead letters and names them', () => {
    expect(
      deadLetterSignal([report('orders', null, 2), report('catalog', null, 0), report('analytics', null, 1)]),
    ).toEqual({
      name: 'dead-letters',
      ok: false,
      penalty: 15,
      detail: '3 dead-lettered message(s): orders 2, analytics 1',
    });
  });

  it('costs 5 each, at most 20', () => {
    expect(deadLetterSignal([report('orders', null, 9)]).penalty).toBe(20);
  });

  it('leaves out a service whose broker could not be asked (null), without a penalty of its own', () => {
    expect(deadLetterSignal([report('orders', null, null), report('catalog', null, 0)])).toEqual({
      name: 'dead-letters',
      ok: true,
      penalty: 0,
      detail: '0 dead-lettered messages',
    });
  });
});

describe('health score', () => {
  it('takes every penalty off 100, never below 0', () => {
    const lagging = outboxLagSignal([report('orders', 120)]);
    const dead = deadLetterSignal([report('orders', null, 1)]);
    expect(healthScore([serviceSignal('orders', 'up', ''), lagging, dead])).toBe(85);
    const down = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((s) => serviceSignal(s, 'down', 'refused'));
    expect(healthScore([...down, lagging])).toBe(0);
  });

  it('costs a degraded service (up, a shared dependency not answering) less than a down one', () => {
    const degraded = serviceSignal('orders', 'degraded', 'bus not answering');
    expect(degraded).toEqual({
      name: 'service:orders',
      ok: false,
      penalty: 5,
      detail: 'orders is degraded (bus not answering)',
    });
    expect(healthScore([degraded])).toBe(95);
    expect(healthScore([serviceSignal('orders', 'down', 'refused')])).toBe(85);
  });
});
