import { describe, expect, it } from '@jest/globals';
import { normalizeConfigNumber, toWhatsAppNumber } from './recipient-number.js';

describe('recipient numbers', () => {
  it('turns what customers type into the digits WhatsApp wants', () => {
    expect(toWhatsAppNumber('+234 803 123 4567', '234')).toBe('2348031234567');
    expect(toWhatsAppNumber('08031234567', '234')).toBe('2348031234567');
    expect(toWhatsAppNumber('0803-123-4567', '234')).toBe('2348031234567');
    expect(toWhatsAppNumber('002348031234567', '234')).toBe('2348031234567');
    expect(toWhatsAppNumber('(+44) 7700 900123', '234')).toBe('447700900123');
    expect(toWhatsAppNumber('2348031234567', '234')).toBe('2348031234567');
  });

  it('refuses what cannot be a number', () => {
    for (const bad of [null, undefined, '', '   ', '12345', '+1234567890123456', 'call me', '0803123456x']) {
      expect(toWhatsAppNumber(bad, '234')).toBeNull();
    }
  });

  it('keeps settings numbers strict: optional +, 10–15 digits', () => {
    expect(normalizeConfigNumber(' +2348012345678 ')).toBe('+2348012345678');
    expect(normalizeConfigNumber('2348012345678')).toBe('+2348012345678');
    expect(normalizeConfigNumber('+234 801 234 5678')).toBeNull();
    expect(normalizeConfigNumber('123456789')).toBeNull();
    expect(normalizeConfigNumber('1234567890123456')).toBeNull();
  });
});
