import { describe, expect, it } from 'vitest';
import { checkoutSummary, type SummaryLine } from './checkout-summary.js';

const line = (quantity: number, unitPrice: number, available = true): SummaryLine => ({
  quantity,
  unitPrice,
  totalPrice: quantity * unitPrice,
  available,
});

describe('checkoutSummary', () => {
  it('charges ₦1,500 delivery up to ₦10,000 and says how much more buys free delivery', () => {
    const summary = checkoutSummary([line(5, 800), line(2, 1_000)]);
    expect(summary).toEqual({
      subtotal: 6_000,
      deliveryFee: 1_500,
      total: 7_500,
      freeDeliveryPrompt: 'Add ₦4,001 more for FREE delivery!',
    });
  });

  it('still charges delivery at exactly ₦10,000 (free only above it)', () => {
    const summary = checkoutSummary([line(10, 1_000)]);
    expect(summary.deliveryFee).toBe(1_500);
    expect(summary.total).toBe(11_500);
    expect(summary.freeDeliveryPrompt).toBe('Add ₦1 more for FREE delivery!');
  });

  it('makes delivery free above ₦10,000, with no prompt', () => {
    const summary = checkoutSummary([line(10, 1_000), line(1, 1)]);
    expect(summary).toEqual({ subtotal: 10_001, deliveryFee: 0, total: 10_001, freeDeliveryPrompt: null });
  });

  it('leaves out lines no longer available', () => {
    const summary = checkoutSummary([line(20, 1_000, false), line(3, 1_000)]);
    expect(summary.subtotal).toBe(3_000);
    expect(summary.deliveryFee).toBe(1_500);
  });

  it('adds kobo exactly and rounds the prompt up to whole naira', () => {
    const summary = checkoutSummary([
      { quantity: 3, unitPrice: 920.1, totalPrice: 2_760.3, available: true },
      { quantity: 1, unitPrice: 0.1, totalPrice: 0.1, available: true },
    ]);
    expect(summary.subtotal).toBe(2_760.4);
    expect(summary.total).toBe(4_260.4);
    expect(summary.freeDeliveryPrompt).toBe('Add ₦7,241 more for FREE delivery!');
  });

  it('an empty cart is ₦0 plus the fee', () => {
    expect(checkoutSummary([])).toMatchObject({ subtotal: 0, deliveryFee: 1_500, total: 1_500 });
  });
});
