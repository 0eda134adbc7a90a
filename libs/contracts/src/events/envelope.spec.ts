import { describe, expect, it } from '@jest/globals';
import { setCorrelationIdSource } from './envelope.js';
import { UserRegistered } from './identity-events.js';

const payload = {
  userId: '6f1c1f4e-9b1a-4c1e-8d59-2f7f6a9e0b11',
  role: 'consumer' as const,
  email: 'ada@farm.ng',
  fullName: 'Ada Okafor',
  phoneNumber: '+2348031234567',
  businessName: null,
  isFarmer: false,
  isApproved: true,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('event envelope', () => {
  it('wraps a payload with id, name, version, time and correlation id', () => {
    const event = UserRegistered.create(payload, 'req-1');
    expect(event).toMatchObject({ name: 'user.registered', version: 1, correlationId: 'req-1', payload });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(UserRegistered.parse(event)).toEqual(event);
  });

  it('rejects a payload that breaks the schema, on create and on parse', () => {
    expect(() => UserRegistered.create({ ...payload, role: 'king' } as never)).toThrow();
    const event = UserRegistered.create(payload);
    expect(() => UserRegistered.parse({ ...event, payload: { ...payload, userId: 'x' } })).toThrow();
    expect(() => UserRegistered.parse({ ...event, name: 'user.deleted' })).toThrow(
      /Expected event user.registered/,
    );
  });

  it('takes the correlation id of the work under way when none is given, a fresh one outside any', () => {
    setCorrelationIdSource(() => 'abc123');
    try {
      expect(UserRegistered.create(payload).correlationId).toBe('abc123');
      expect(UserRegistered.create(payload, 'req-2').correlationId).toBe('req-2');
    } finally {
      setCorrelationIdSource(undefined);
    }
    expect(UserRegistered.create(payload).correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
