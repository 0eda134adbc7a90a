import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-file.js';

describe('the file name of Content-Disposition', () => {
  it('reads the quoted, plain and RFC 5987 forms', () => {
    expect(fileNameFromDisposition('attachment; filename="audit-log-2026-11-24.csv"')).toBe(
      'audit-log-2026-11-24.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=audit.csv')).toBe('audit.csv');
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'audit%20log.csv; filename="x.csv"')).toBe(
      'audit log.csv',
    );
  });

  it('is null without a name and drops path parts', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
});
