import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES } from '@ihe/contracts';
import { canChangeStatus, ORDER_TRANSITIONS } from './order-status.js';

describe('order status transitions', () => {
  it("allows the vendor's actions of spec 2 §4", () => {
    expect(canChangeStatus('pending', 'confirmed')).toBe(true);
    expect(canChangeStatus('pending', 'cancelled')).toBe(true);
    expect(canChangeStatus('confirmed', 'shipped')).toBe(true);
  });

  it('moves forward only, and nowhere from delivered or cancelled', () => {
    expect(canChangeStatus('shipped', 'delivered')).toBe(true);
    expect(canChangeStatus('shipped', 'cancelled')).toBe(false);
    expect(canChangeStatus('confirmed', 'pending')).toBe(false);
    expect(canChangeStatus('delivered', 'shipped')).toBe(false);
    for (const status of ORDER_STATUSES) {
      expect(canChangeStatus(status, status)).toBe(false);
      expect(canChangeStatus('delivered', status)).toBe(false);
      expect(canChangeStatus('cancelled', status)).toBe(false);
    }
  });

  it('covers every status', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
