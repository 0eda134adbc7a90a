import { describe, expect, it } from '@jest/globals';
import { VERIFICATION_STATUSES } from '@ihe/contracts';
import { canDecide, canSubmitDocuments, containsPattern, normalizeNotes } from './verification.rules.js';

describe('verification rules', () => {
  it('lets only a pending request be decided', () => {
    expect(VERIFICATION_STATUSES.filter(canDecide)).toEqual(['pending']);
  });

  it('takes documents only when they were asked for', () => {
    expect(VERIFICATION_STATUSES.filter(canSubmitDocuments)).toEqual(['requires_documents']);
  });

  it('stores blank notes as none and trims the rest', () => {
    expect(normalizeNotes(undefined)).toBeNull();
    expect(normalizeNotes(null)).toBeNull();
    expect(normalizeNotes('   ')).toBeNull();
    expect(normalizeNotes('  CAC certificate checked ')).toBe('CAC certificate checked');
  });

  it('searches pattern characters literally', () => {
    expect(containsPattern('ade')).toBe('%ade%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
