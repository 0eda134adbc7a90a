import { describe, expect, it } from 'vitest';
import type { Role } from '@ihe/contracts';
import { makeUser } from '../../test/render.js';
import { authRedirect, decideGuard, type GuardSession } from './guard-decision.js';
import { GUARD_POLICIES, type GuardPolicy } from './guard-policies.js';

const signedInAs = (role: Role, isApproved: boolean | null = null): GuardSession => ({
  phase: 'signedIn',
  user: makeUser({ role, isApproved }),
});

describe('decideGuard — common branches', () => {
  const policy = GUARD_POLICIES.consumer;

  it('shows a loading state while the session is being checked', () => {
    expect(decideGuard({ phase: 'checking' }, policy, '/consumer-dashboard')).toEqual({ type: 'loading' });
  });

  it('sends a guest to /auth with the original path as redirect', () => {
    expect(decideGuard({ phase: 'signedOut' }, policy, '/consumer-dashboard/orders?status=pending')).toEqual({
      type: 'redirect',
      to: '/auth?redirect=%2Fconsumer-dashboard%2Forders%3Fstatus%3Dpending',
    });
  });

  it('sends an expired session to /auth with the session message', () => {
    expect(decideGuard({ phase: 'invalid' }, policy, '/consumer-dashboard')).toEqual({
      type: 'redirect',
      to: authRedirect('/consumer-dashboard'),
      message: 'Your session has expired. Please login again.',
    });
  });

  it('sends a signed-in user without a profile home', () => {
    expect(decideGuard({ phase: 'signedIn', user: null }, policy, '/consumer-dashboard')).toEqual({
      type: 'redirect',
      to: '/',
      message: 'Account profile not found. Please contact support.',
    });
  });

  it('lets the right role in', () => {
    expect(decideGuard(signedInAs('consumer'), policy, '/consumer-dashboard')).toEqual({ type: 'allow' });
  });
});

describe('decideGuard — consumer pages', () => {
  it.each(['vendor', 'sales_manager', 'admin'] as const)('denies %s with a redirect to /', (role) => {
    expect(decideGuard(signedInAs(role, true), GUARD_POLICIES.consumer, '/consumer-dashboard')).toEqual({
      type: 'redirect',
      to: '/',
      message: 'Access denied. Consumer access required.',
    });
  });
});

describe('decideGuard — vendor pages', () => {
  it('lets vendors in, verified or not', () => {
    expect(decideGuard(signedInAs('vendor', false), GUARD_POLICIES.vendor, '/vendor-dashboard')).toEqual({
      type: 'allow',
    });
  });

  it('shows Access Denied to other roles', () => {
    expect(decideGuard(signedInAs('consumer'), GUARD_POLICIES.vendor, '/vendor-dashboard')).toEqual({
      type: 'denied',
      title: 'Access Denied',
      message: 'This area is only accessible to verified vendors.',
    });
  });
});

describe('decideGuard — sales manager pages', () => {
  const policy = GUARD_POLICIES.salesManager;

  it('waits for the session re-validation', () => {
    expect(decideGuard(signedInAs('sales_manager', true), policy, '/sales-dashboard', 'pending')).toEqual({
      type: 'loading',
    });
  });

  it('sends a failed re-validation to /auth', () => {
    expect(decideGuard(signedInAs('sales_manager', true), policy, '/sales-dashboard', 'failed')).toEqual({
      type: 'redirect',
      to: authRedirect('/sales-dashboard'),
      message: 'Session validation failed. Please login again.',
    });
  });

  it('lets an approved sales manager in', () => {
    expect(decideGuard(signedInAs('sales_manager', true), policy, '/sales-dashboard', 'ok')).toEqual({
      type: 'allow',
    });
  });

  it.each([null, false])(
    'sends a sales manager with approval %s home with the pending message',
    (approved) => {
      expect(decideGuard(signedInAs('sales_manager', approved), policy, '/sales-dashboard', 'ok')).toEqual({
        type: 'redirect',
        to: '/',
        message: 'Your sales manager account is pending approval. Please contact an administrator.',
      });
    },
  );

  it('denies other roles with a redirect to /', () => {
    expect(decideGuard(signedInAs('consumer'), policy, '/sales-dashboard', 'ok')).toEqual({
      type: 'redirect',
      to: '/',
      message: 'Access denied. Sales Manager access required.',
    });
  });
});

describe('decideGuard — admin pages', () => {
  const policy = GUARD_POLICIES.admin;

  it('re-validates first', () => {
    expect(decideGuard(signedInAs('admin'), policy, '/admin/dashboard', 'pending')).toEqual({
      type: 'loading',
    });
    expect(decideGuard(signedInAs('admin'), policy, '/admin/dashboard', 'failed')).toMatchObject({
      message: 'Session validation failed. Please login again.',
    });
    expect(decideGuard(signedInAs('admin'), policy, '/admin/dashboard', 'ok')).toEqual({ type: 'allow' });
  });

  it('denies other roles: Administrative privileges required.', () => {
    expect(decideGuard(signedInAs('sales_manager', true), policy, '/admin/dashboard', 'ok')).toEqual({
      type: 'denied',
      title: 'Administrative privileges required.',
      message: 'This area is only accessible to administrators.',
      toast: 'Access denied. Admin access required.',
    });
  });
});

describe('decideGuard — generic rules (spec 1 §6)', () => {
  it('wrong required role: "{Role} role required." and a redirect to the user’s own home', () => {
    const policy: GuardPolicy = { requiredRole: 'vendor' };
    expect(decideGuard(signedInAs('admin'), policy, '/x')).toEqual({
      type: 'redirect',
      to: '/admin/sales-managers',
      message: 'Access denied. Vendor role required.',
    });
    expect(decideGuard(signedInAs('sales_manager', true), policy, '/x')).toMatchObject({
      to: '/sales-dashboard',
    });
    expect(decideGuard(signedInAs('consumer'), policy, '/x')).toMatchObject({ to: '/consumer-dashboard' });
    expect(decideGuard(signedInAs('consumer'), { requiredRole: 'admin' }, '/x')).toMatchObject({
      message: 'Access denied. Supreme Admin role required.',
    });
  });

  it('wrong required role for a vendor goes to /', () => {
    expect(decideGuard(signedInAs('vendor'), { requiredRole: 'consumer' }, '/x')).toMatchObject({ to: '/' });
  });

  it('role outside the allowed list: "Required roles: {list}"', () => {
    const policy: GuardPolicy = { allowedRoles: ['vendor', 'sales_manager'] };
    expect(decideGuard(signedInAs('consumer'), policy, '/x')).toEqual({
      type: 'denied',
      title: 'Access Denied',
      message: 'Access denied. Required roles: Vendor, Sales Manager',
    });
    expect(decideGuard(signedInAs('vendor'), policy, '/x')).toEqual({ type: 'allow' });
  });

  it('approval required for someone other than a sales manager', () => {
    expect(decideGuard(signedInAs('vendor', false), { requireApproval: true }, '/x')).toEqual({
      type: 'redirect',
      to: '/',
      message: 'Account approval required to access this area.',
    });
    expect(decideGuard(signedInAs('vendor', true), { requireApproval: true }, '/x')).toEqual({
      type: 'allow',
    });
  });

  it('policies without re-validation ignore its state', () => {
    expect(decideGuard(signedInAs('consumer'), GUARD_POLICIES.consumer, '/c', 'pending')).toEqual({
      type: 'allow',
    });
    expect(decideGuard(signedInAs('consumer'), GUARD_POLICIES.consumer, '/c', 'failed')).toEqual({
      type: 'allow',
    });
  });
});
