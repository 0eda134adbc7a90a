import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@ihe/contracts';
import { actionLabel, cardActionsFor, vendorActionsFor } from './vendor-order-actions.js';

describe('vendor order actions per status (spec 2 §4)', () => {
  it('offers Confirm and Decline for pending, Mark as Shipped for confirmed, Mark as Delivered for shipped', () => {
    const offered = Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, vendorActionsFor(status).map(actionLabel)]),
    );
    expect(offered).toEqual({
      pending: ['Confirm', 'Decline Order'],
      confirmed: ['Mark as Shipped'],
      processing: [],
      shipped: ['Mark as Delivered'],
      delivered: [],
      cancelled: [],
    });
  });

  it('keeps Decline Order off the card (it is in the details dialog)', () => {
    expect(cardActionsFor('pending')).toEqual(['confirmed']);
  });
});
