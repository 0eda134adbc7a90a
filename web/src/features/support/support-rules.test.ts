import { describe, expect, it } from 'vitest';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  supportEmailError,
  supportSubmitError,
} from './support-rules.js';

const complete = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Late order',
  message: 'Where is it?',
};

describe('support form', () => {
  it('needs name, email, subject and message; the category is optional', () => {
    expect(supportSubmitError(complete)).toBeNull();
    expect(supportSubmitError({ ...complete, category: 'delivery' })).toBeNull();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(supportSubmitError({ ...complete, [field]: '' })).toBe('Please fill in all required fields');
      expect(supportSubmitError({ ...complete, [field]: '  ' })).toBe(SUPPORT_MESSAGES.requiredFields);
      expect(supportSubmitError({ ...complete, [field]: undefined })).toBe(SUPPORT_MESSAGES.requiredFields);
    }
  });

  it('needs a real email address: "Invalid email address"', () => {
    expect(supportSubmitError({ ...complete, email: 'not-an-email' })).toBe('Invalid email address');
    expect(supportSubmitError({ ...complete, email: 'ada@example' })).toBe(SUPPORT_MESSAGES.invalidEmail);
    expect(supportSubmitError({ ...complete, email: ' Ada@Example.com ' })).toBeNull();
    expect(supportEmailError('')).toBeNull();
    expect(supportEmailError('not-an-email')).toBe('Invalid email address');
  });

  it('offers the spec’s categories', () => {
    expect(SUPPORT_CATEGORIES.map((category) => category.value)).toEqual([
      'order',
      'payment',
      'delivery',
      'product',
      'vendor',
      'technical',
      'other',
    ]);
    expect(SUPPORT_MESSAGES.submitted).toBe("Support request submitted! We'll get back to you soon.");
  });
});
