import { describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES, GUARD_MESSAGES } from '@ihe/contracts';
import { staffAccess } from './staff-access.rules.js';

describe('sales-manager routes: who may use them', () => {
  const denied = (status: number, message: string) => ({ allowed: false, status, message });

  it('lets approved sales managers in, everywhere', () => {
    expect(staffAccess({ role: 'sales_manager', isApproved: true }, false)).toEqual({ allowed: true });
    expect(staffAccess({ role: 'sales_manager', isApproved: true }, true)).toEqual({ allowed: true });
  });

  it('tells pending (or unheard-of) sales managers they are pending', () => {
    for (const isApproved of [null, undefined])
      expect(staffAccess({ role: 'sales_manager', isApproved }, true)).toEqual(
        denied(403, GUARD_MESSAGES.salesManagerPending),
      );
  });

  it('refuses rejected or revoked sales managers and other roles', () => {
    expect(staffAccess({ role: 'sales_manager', isApproved: false }, true)).toEqual(
      denied(403, GUARD_MESSAGES.salesManagerOnly),
    );
    for (const role of ['consumer', 'vendor'] as const)
      expect(staffAccess({ role }, true)).toEqual(denied(403, GUARD_MESSAGES.salesManagerOnly));
  });

  it('lets admins read the audit log only', () => {
    expect(staffAccess({ role: 'admin' }, true)).toEqual({ allowed: true });
    expect(staffAccess({ role: 'admin' }, false)).toEqual(denied(403, GUARD_MESSAGES.salesManagerOnly));
  });

  it('answers a guest 401', () => {
    expect(staffAccess({ role: null }, false)).toEqual(denied(401, AUTH_MESSAGES.unauthorized));
  });
});
