import { describe, expect, it } from 'vitest';
import { auditLogQueryString, parseAuditLogFilters, withAuditLogFilters } from './audit-log-filters.js';

describe('audit log filters in the URL', () => {
  it('reads the action, search and page; ignores what is not an action or a page', () => {
    expect(parseAuditLogFilters(new URLSearchParams('action=update&search=yam&page=3'))).toEqual({
      action: 'update',
      search: 'yam',
      page: 3,
    });
    expect(parseAuditLogFilters(new URLSearchParams('action=drop&page=-2'))).toEqual({
      action: null,
      search: '',
      page: 1,
    });
  });

  it('starts again at page 1 when the action or search changes', () => {
    const now = new URLSearchParams('action=create&page=4');
    expect(withAuditLogFilters(now, { page: 5 }).toString()).toBe('action=create&page=5');
    expect(withAuditLogFilters(now, { action: 'delete' }).toString()).toBe('action=delete');
    expect(withAuditLogFilters(now, { search: ' ofada ' }).toString()).toBe('action=create&search=ofada');
    expect(withAuditLogFilters(now, { action: null }).toString()).toBe('');
  });

  it('builds the API query with only what is set', () => {
    expect(auditLogQueryString({ page: 2, pageSize: 10, action: 'reject', search: ' Bisi ' })).toBe(
      'page=2&pageSize=10&action=reject&search=Bisi',
    );
    expect(auditLogQueryString({ action: undefined, search: '' })).toBe('');
  });
});
