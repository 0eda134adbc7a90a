import { describe, expect, it } from '@jest/globals';
import { actionNotes, decideUserAction, type UserState } from './user-actions.rules.js';

const user = (patch: Partial<UserState> = {}): UserState => ({
  role: 'consumer',
  is_active: true,
  is_approved: true,
  deleted_at: null,
  ...patch,
});

describe('decideUserAction (spec 2 §4, §7 admin_manage_user)', () => {
  it('suspends an active user and ends its sessions; approval is untouched', () => {
    expect(decideUserAction(user(), 'suspend')).toEqual({
      ok: true,
      change: {
        status: 'suspended',
        isActive: false,
        approve: false,
        markDeleted: false,
        endSessions: true,
        message: 'User suspended',
      },
    });
    expect(decideUserAction(user({ is_active: false }), 'suspend')).toEqual({
      ok: false,
      conflict: 'This account is already suspended',
    });
  });

  it.each([
    [true, false, false],
    [null, true, true],
    [false, true, true],
    [null, false, true],
  ] as const)('activates (is_approved %p, is_active %p) → approve %p', (isApproved, isActive, approve) => {
    expect(decideUserAction(user({ is_approved: isApproved, is_active: isActive }), 'activate')).toEqual({
      ok: true,
      change: {
        status: 'activated',
        isActive: true,
        approve,
        markDeleted: false,
        endSessions: false,
        message: 'User activated',
      },
    });
  });

  it("never approves a vendor by activating it: that is its verification's decision", () => {
    expect(
      decideUserAction(user({ role: 'vendor', is_approved: false, is_active: false }), 'activate'),
    ).toEqual({
      ok: true,
      change: {
        status: 'activated',
        isActive: true,
        approve: false,
        markDeleted: false,
        endSessions: false,
        message: 'User activated',
      },
    });
    expect(
      decideUserAction(user({ role: 'vendor', is_approved: null, is_active: true }), 'activate'),
    ).toEqual({
      ok: false,
      conflict: 'A vendor is approved through vendor verification, not by activating the account',
    });
  });

  it('refuses to activate an active, approved user', () => {
    expect(decideUserAction(user(), 'activate')).toEqual({
      ok: false,
      conflict: 'This account is already active',
    });
  });

  it('deletes an active or suspended user: inactive, marked deleted, sessions ended', () => {
    for (const current of [user(), user({ is_active: false, role: 'vendor' })]) {
      expect(decideUserAction(current, 'delete')).toEqual({
        ok: true,
        change: {
          status: 'deleted',
          isActive: false,
          approve: false,
          markDeleted: true,
          endSessions: true,
          message: 'User deleted',
        },
      });
    }
  });

  it('gives admins and deleted accounts no actions', () => {
    for (const action of ['suspend', 'activate', 'delete'] as const) {
      expect(decideUserAction(user({ role: 'admin' }), action)).toEqual({
        ok: false,
        conflict: 'Admin accounts cannot be suspended, activated or deleted',
      });
      expect(decideUserAction(user({ deleted_at: new Date(), is_active: false }), action)).toEqual({
        ok: false,
        conflict: 'This account has been deleted',
      });
    }
  });
});

describe('actionNotes', () => {
  it('trims, caps at 1000 characters, and keeps no blank notes', () => {
    expect(actionNotes('  Fraud report  ')).toBe('Fraud report');
    expect(actionNotes('   ')).toBeNull();
    expect(actionNotes(undefined)).toBeNull();
    expect(actionNotes('x'.repeat(1200))).toHaveLength(1000);
  });
});
