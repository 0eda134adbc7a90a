import { describe, expect, it } from '@jest/globals';
import { auditDetails, type AuditLogEntry } from '@ihe/contracts';
import { auditCsvRecord } from './audit-csv.rules.js';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'e1',
  action: 'update',
  createdAt: '2026-11-24T10:00:00.000Z',
  productId: 'p1',
  productName: 'Yam',
  actorId: 'a1',
  actorName: 'Ada Obi',
  oldData: null,
  newData: null,
  ...overrides,
});

describe('audit CSV rules', () => {
  it('describes an update by its changed fields', () => {
    const details = auditDetails(
      entry({ oldData: { price: 1000, stockQuantity: 5 }, newData: { price: 1200, stockQuantity: 5 } }),
    );
    expect(details).toBe('Updated Yam: price ₦1,000 → ₦1,200');
  });

  it('describes approvals with the manager and reason', () => {
    const record = auditCsvRecord(
      entry({
        action: 'reject',
        productId: null,
        productName: null,
        actorName: null,
        newData: { salesManagerName: '=cmd', reason: 'Rejected by admin' },
      }),
    );
    expect(record).toEqual([
      'Sales manager',
      'reject',
      'a1',
      'Rejected sales manager =cmd (Rejected by admin)',
      '2026-11-24T10:00:00.000Z',
    ]);
  });

  it('neutralises a hostile user name', () => {
    expect(auditCsvRecord(entry({ actorName: '=HYPERLINK("http://x","y")' }))[2]).toBe(
      `'=HYPERLINK("http://x","y")`,
    );
  });
});
