import { describe, expect, it } from '@jest/globals';
import type { AuditLogEntry } from '../api/sales.js';
import { auditDetails } from './audit-details.js';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'a-1',
  action: 'create',
  createdAt: '2026-11-24T10:00:00.000Z',
  productId: 'p-1',
  productName: 'Ofada Rice',
  actorId: 'sm-1',
  actorName: 'Bisi Adewale',
  oldData: null,
  newData: null,
  ...overrides,
});

describe('audit entry details', () => {
  it('names what a change did, with naira and kg', () => {
    expect(auditDetails(entry({ newData: { price: 1500, stockQuantity: 40 } }))).toBe(
      'Created Ofada Rice (price ₦1,500, stock 40 kg)',
    );
    expect(
      auditDetails(
        entry({
          action: 'update',
          oldData: { price: 1500, stockQuantity: 40 },
          newData: { price: 1800, stockQuantity: 40 },
        }),
      ),
    ).toBe('Updated Ofada Rice: price ₦1,500 → ₦1,800');
    expect(auditDetails(entry({ action: 'delete' }))).toBe('Deleted Ofada Rice');
  });

  it('names the sales manager and the reason of a decision', () => {
    expect(
      auditDetails(
        entry({
          action: 'reject',
          productId: null,
          productName: null,
          newData: { salesManagerName: 'Tunde Bakare', reason: 'Rejected by admin' },
        }),
      ),
    ).toBe('Rejected sales manager Tunde Bakare (Rejected by admin)');
  });
});
