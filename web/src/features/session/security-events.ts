import { LIMITS } from '@ihe/contracts';

/** A client-side security event (spec 1 §3); nothing is sent to a server (spec 1 §7). */
export type SecuritySeverity = 'low' | 'medium' | 'high' | 'critical';

export interface SecurityEvent {
  action: string;
  severity: SecuritySeverity;
  details?: Record<string, unknown>;
  timestamp: string;
}

export const SECURITY_EVENTS_KEY = 'ihe.securityEvents';

export function logSecurityEvent(
  action: string,
  severity: SecuritySeverity,
  details?: Record<string, unknown>,
): void {
  const event: SecurityEvent = { action, severity, details, timestamp: new Date().toISOString() };
  const log = severity === 'low' ? console.info : console.warn;
  log('[security]', action, severity, details ?? '');
  if (severity === 'high' || severity === 'critical') keepEvent(event);
}

export function readSecurityEvents(): SecurityEvent[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SECURITY_EVENTS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as SecurityEvent[]) : [];
  } catch {
    return [];
  }
}

function keepEvent(event: SecurityEvent): void {
  try {
    const events = [...readSecurityEvents(), event].slice(-LIMITS.securityEventCap);
    localStorage.setItem(SECURITY_EVENTS_KEY, JSON.stringify(events));
  } catch {
    // Storage full or unavailable: the console line above is still there.
  }
}
