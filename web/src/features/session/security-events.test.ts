import { describe, expect, it, vi } from 'vitest';
import { logSecurityEvent, readSecurityEvents } from './security-events.js';

describe('security events', () => {
  it('writes every event to the console and keeps only high and critical ones', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logSecurityEvent('login_success', 'low');
    logSecurityEvent('login_failed', 'medium');
    logSecurityEvent('session_invalid', 'high', { why: 'test' });
    logSecurityEvent('token_reuse', 'critical');
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(readSecurityEvents().map((event) => event.action)).toEqual(['session_invalid', 'token_reuse']);
  });

  it('caps the kept list at 100, dropping the oldest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 105; i++) logSecurityEvent(`event_${i}`, 'high');
    const events = readSecurityEvents();
    expect(events).toHaveLength(100);
    expect(events[0]?.action).toBe('event_5');
    expect(events[99]?.action).toBe('event_104');
  });
});
