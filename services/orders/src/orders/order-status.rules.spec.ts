import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, VENDOR_ORDER_ACTIONS, type OrderStatus } from '@ihe/contracts';
import {
  canConsumerCancel,
  canMoveFulfilment,
  deriveOrderStatus,
  FULFILMENT_TRANSITIONS,
  statusSteps,
} from './order-status.rules.js';

const ACTIONS = Object.keys(VENDOR_ORDER_ACTIONS) as OrderStatus[];

describe("a vendor's part of an order: the transition table", () => {
  // Every status × every action: exactly these four are allowed (spec 2 §4 plus Mark as Delivered).
  const allowed = new Set([
    'pending→confirmed',
    'pending→cancelled',
    'confirmed→shipped',
    'shipped→delivered',
  ]);
  for (const from of ORDER_STATUSES)
    for (const to of ACTIONS)
      it(`${from} → ${to}: ${allowed.has(`${from}→${to}`) ? 'allowed' : 'refused'}`, () => {
        expect(canMoveFulfilment(from, to)).toBe(allowed.has(`${from}→${to}`));
      });

  it('never goes to pending or processing, nor stays where it is', () => {
    for (const from of ORDER_STATUSES) {
      expect(canMoveFulfilment(from, 'pending')).toBe(false);
      expect(canMoveFulfilment(from, 'processing')).toBe(false);
      expect(canMoveFulfilment(from, from)).toBe(false);
    }
  });

  it('covers every status', () => {
    expect(Object.keys(FULFILMENT_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('the consumer cancels', () => {
  it('only while every part is pending', () => {
    expect(canConsumerCancel(['pending'])).toBe(true);
    expect(canConsumerCancel(['pending', 'pending', 'pending'])).toBe(true);
    expect(canConsumerCancel(['pending', 'confirmed'])).toBe(false);
    expect(canConsumerCancel(['pending', 'cancelled'])).toBe(false);
    expect(canConsumerCancel(['shipped'])).toBe(false);
    expect(canConsumerCancel([])).toBe(false);
  });
});

describe("the order's status derived from its parts", () => {
  const cases: Array<[OrderStatus[], OrderStatus]> = [
    [['pending'], 'pending'],
    [['pending', 'pending'], 'pending'],
    [['confirmed'], 'confirmed'],
    [['shipped'], 'shipped'],
    [['delivered'], 'delivered'],
    [['cancelled'], 'cancelled'],
    [['cancelled', 'cancelled'], 'cancelled'],
    // A declined part is ignored.
    [['cancelled', 'pending'], 'pending'],
    [['cancelled', 'confirmed'], 'confirmed'],
    [['cancelled', 'shipped', 'delivered'], 'shipped'],
    [['delivered', 'cancelled'], 'delivered'],
    // Mixed stages.
    [['confirmed', 'pending'], 'processing'],
    [['confirmed', 'confirmed'], 'confirmed'],
    [['confirmed', 'shipped'], 'processing'],
    [['pending', 'delivered'], 'processing'],
    [['shipped', 'shipped'], 'shipped'],
    [['shipped', 'delivered'], 'shipped'],
    [['delivered', 'delivered'], 'delivered'],
  ];
  for (const [parts, expected] of cases)
    it(`[${parts.join(', ')}] → ${expected}`, () => expect(deriveOrderStatus(parts)).toBe(expected));

  it('does not depend on the order of the parts', () => {
    for (const [parts, expected] of cases) expect(deriveOrderStatus([...parts].reverse())).toBe(expected);
  });
});

describe('moving parts one after another', () => {
  it("gives the order's status after each step", () => {
    const parts = [
      { id: 'a', status: 'pending' as const },
      { id: 'b', status: 'pending' as const },
    ];
    expect(statusSteps('pending', parts, ['a', 'b'], 'cancelled')).toEqual([
      { partId: 'a', orderFrom: 'pending', orderTo: 'pending' },
      { partId: 'b', orderFrom: 'pending', orderTo: 'cancelled' },
    ]);
    expect(statusSteps('pending', parts, ['b'], 'confirmed')).toEqual([
      { partId: 'b', orderFrom: 'pending', orderTo: 'processing' },
    ]);
  });
});
