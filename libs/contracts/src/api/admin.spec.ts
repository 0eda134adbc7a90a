import { describe, expect, it } from '@jest/globals';
import { userActionsFor, userStatusLabel } from './admin.js';

describe('user status and actions (spec 2 §4)', () => {
  it.each([
    ['consumer', true, true, 'Active', ['suspend', 'delete']],
    ['consumer', true, false, 'Suspended', ['activate', 'delete']],
    ['vendor', false, false, 'Suspended', ['activate', 'delete']],
    ['consumer', null, false, 'Suspended', ['activate', 'delete']],
    ['vendor', false, true, 'Pending Approval', ['activate', 'delete']],
    ['sales_manager', null, true, 'Pending Approval', ['activate', 'delete']],
    ['admin', true, true, 'Active', []],
  ] as const)('%s approved %p active %p → %s, %p', (role, isApproved, isActive, label, actions) => {
    expect(userStatusLabel({ isApproved, isActive })).toBe(label);
    expect(userActionsFor({ role, isApproved, isActive })).toEqual(actions);
  });

  it('takes a row without isActive as active', () => {
    expect(userActionsFor({ role: 'consumer', isApproved: true })).toEqual(['suspend', 'delete']);
  });
});
