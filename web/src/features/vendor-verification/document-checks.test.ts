import { describe, expect, it } from 'vitest';
import { documentProblem } from './document-checks.js';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('documentProblem', () => {
  it('accepts JPEG, PNG, WebP and PDF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(documentProblem(file('a', type, 5 * 1024 * 1024), 0)).toBeNull();
  });

  it('names the file that is not an image or PDF, or too large', () => {
    expect(documentProblem(file('notes.txt', 'text/plain'), 0)).toBe(
      'notes.txt is not a JPEG, PNG, WebP image or a PDF',
    );
    expect(documentProblem(file('scan.pdf', 'application/pdf', 5 * 1024 * 1024 + 1), 0)).toBe(
      'scan.pdf is larger than 5 MB',
    );
  });

  it('refuses a sixth document', () => {
    expect(documentProblem(file('a.pdf', 'application/pdf'), 4)).toBeNull();
    expect(documentProblem(file('a.pdf', 'application/pdf'), 5)).toBe('You can upload at most 5 documents');
  });
});
