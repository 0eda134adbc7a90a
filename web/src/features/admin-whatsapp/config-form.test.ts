import { describe, expect, it } from 'vitest';
import {
  checkAccessToken,
  checkBusinessPhoneId,
  checkEnable,
  checkWhatsAppNumber,
  configFormValues,
  configUpdateRequest,
  hasConfigChanges,
  normalizeWhatsAppNumber,
  replaceMaskedInput,
  testButtonState,
} from './config-form.js';
import { makeConfig, MASK } from './test-fixtures.js';

const EMPTY = makeConfig({
  whatsappBusinessPhoneId: '',
  whatsappAccessToken: '',
  whatsappAccessTokenSet: false,
  companyWhatsappNumber: '',
  adminWhatsappNumber: '',
  whatsappEnabled: false,
  updatedAt: null,
});

describe('admin and company number rules', () => {
  it('accepts an empty field (no messages to that number) and full international numbers', () => {
    expect(checkWhatsAppNumber('')).toBeNull();
    expect(checkWhatsAppNumber(undefined)).toBeNull();
    expect(checkWhatsAppNumber('+2348012345678')).toBeNull();
    expect(checkWhatsAppNumber('2348012345678')).toBeNull();
    expect(checkWhatsAppNumber(' +234 801 234 5678 ')).toBeNull();
    expect(checkWhatsAppNumber('+234-801-234-5678')).toBeNull();
    expect(checkWhatsAppNumber('+44 (20) 7946 0958')).toBeNull();
  });

  it('asks for the country code instead of a local 0', () => {
    const message = 'Include the country code instead of the leading 0, e.g. +2348012345678';
    expect(checkWhatsAppNumber('08012345678')).toBe(message);
    expect(checkWhatsAppNumber('+08012345678')).toBe(message);
  });

  it("refuses what cannot be a number with the server's message", () => {
    const message = 'Invalid phone number. Include the country code, e.g. +2348012345678';
    expect(checkWhatsAppNumber('+234801')).toBe(message);
    expect(checkWhatsAppNumber('+2348012345678901234')).toBe(message);
    expect(checkWhatsAppNumber('+234 801 CALL ME')).toBe(message);
    expect(checkWhatsAppNumber('++2348012345678')).toBe(message);
  });

  it('stores a number as +digits', () => {
    expect(normalizeWhatsAppNumber(' +234 801 234 5678')).toBe('+2348012345678');
    expect(normalizeWhatsAppNumber('2348012345678')).toBe('+2348012345678');
    expect(normalizeWhatsAppNumber('(234) 801-234.5678')).toBe('+2348012345678');
    expect(normalizeWhatsAppNumber('12345')).toBeNull();
  });
});

describe('business phone id, token and the enable switch', () => {
  it('wants the numeric phone number id', () => {
    expect(checkBusinessPhoneId('')).toBeNull();
    expect(checkBusinessPhoneId('109876543210987')).toBeNull();
    expect(checkBusinessPhoneId('+2348012345678')).toBe(
      'Business phone ID must be the numeric ID from Meta (digits only)',
    );
    expect(checkBusinessPhoneId('1234')).toBe(
      'Business phone ID must be the numeric ID from Meta (digits only)',
    );
  });

  it('keeps the masked token, takes a new one, and refuses spaces or an emptied stored token', () => {
    const config = makeConfig();
    expect(checkAccessToken(MASK, config)).toBeNull();
    expect(checkAccessToken('EAAGnewtoken123', config)).toBeNull();
    expect(checkAccessToken('EAAG new token', config)).toBe(
      'Access token must be one line without spaces, at most 2048 characters',
    );
    expect(checkAccessToken('x'.repeat(2049), config)).toBe(
      'Access token must be one line without spaces, at most 2048 characters',
    );
    expect(checkAccessToken('', config)).toBe('Access token must not be empty');
    expect(checkAccessToken('', EMPTY)).toBeNull();
  });

  it('enables only with a phone id and a token', () => {
    const message = 'Set the business phone ID and access token before enabling WhatsApp notifications';
    expect(checkEnable({ enabled: true, businessPhoneId: '109876543210987', accessToken: MASK })).toBeNull();
    expect(checkEnable({ enabled: true, businessPhoneId: '', accessToken: MASK })).toBe(message);
    expect(checkEnable({ enabled: true, businessPhoneId: '109876543210987', accessToken: ' ' })).toBe(
      message,
    );
    expect(checkEnable({ enabled: false, businessPhoneId: '', accessToken: '' })).toBeNull();
  });
});

describe('typing over the masked token', () => {
  it('replaces the whole selected mask with what was typed or pasted', () => {
    expect(replaceMaskedInput(MASK, 'E', MASK, 1)).toBe('E');
    // Real tokens start like the mask does: nothing of the paste may be lost.
    expect(replaceMaskedInput(MASK, 'EAAGpasted', MASK, 10)).toBe('EAAGpasted');
  });

  it('keeps only what was typed or pasted at the caret inside the mask', () => {
    expect(replaceMaskedInput(MASK, `${MASK}E`, MASK, MASK.length + 1)).toBe('E');
    expect(replaceMaskedInput(MASK, 'EAAG••••X••••x9Qz', MASK, 9)).toBe('X');
    expect(replaceMaskedInput(MASK, `EAAGnew${MASK}`, MASK, 7)).toBe('EAAGnew');
  });

  it('clears it on a deletion', () => {
    expect(replaceMaskedInput(MASK, MASK.slice(0, -1), MASK, MASK.length - 1)).toBe('');
    expect(replaceMaskedInput(MASK, `${MASK.slice(0, 5)}${MASK.slice(6)}`, MASK, 5)).toBe('');
    expect(replaceMaskedInput(MASK, '', MASK, 0)).toBe('');
  });

  it('leaves a token being typed alone', () => {
    expect(replaceMaskedInput('EAAG', 'EAAGx', MASK, 5)).toBe('EAAGx');
    expect(replaceMaskedInput('', 'E', '', 1)).toBe('E');
  });
});

describe('the save request', () => {
  it('is empty when nothing changed (masked token included)', () => {
    const config = makeConfig();
    expect(configUpdateRequest(config, configFormValues(config))).toEqual({});
    expect(hasConfigChanges(config, configFormValues(config))).toBe(false);
  });

  it('sends the first configuration in full, numbers normalised', () => {
    const values = {
      enabled: true,
      businessPhoneId: ' 109876543210987 ',
      accessToken: ' EAAGsecret123 ',
      adminNumber: '+234 801 234 5678',
      companyNumber: '2348099990000',
    };
    expect(configUpdateRequest(EMPTY, values)).toEqual({
      whatsappEnabled: true,
      whatsappBusinessPhoneId: '109876543210987',
      whatsappAccessToken: 'EAAGsecret123',
      adminWhatsappNumber: '+2348012345678',
      companyWhatsappNumber: '+2348099990000',
    });
  });

  it('sends only what changed, and null to clear a number', () => {
    const config = makeConfig();
    const values = { ...configFormValues(config), companyNumber: '', enabled: false };
    expect(configUpdateRequest(config, values)).toEqual({
      whatsappEnabled: false,
      companyWhatsappNumber: null,
    });
    expect(hasConfigChanges(config, values)).toBe(true);
  });

  it('does not count a differently written but equal number as a change', () => {
    const config = makeConfig();
    expect(
      configUpdateRequest(config, { ...configFormValues(config), adminNumber: '234 801 234 5678' }),
    ).toEqual({});
  });
});

describe('the Test button', () => {
  it('is disabled while the switch is off, saved or not', () => {
    expect(testButtonState({ switchOn: false, unsavedChanges: false })).toEqual({
      disabled: true,
      note: 'Turn on WhatsApp notifications to send a test message.',
      savesFirst: false,
    });
    expect(testButtonState({ switchOn: false, unsavedChanges: true }).disabled).toBe(true);
  });

  it('follows the switch: on with unsaved edits, it saves them first and says so', () => {
    expect(testButtonState({ switchOn: true, unsavedChanges: true })).toEqual({
      disabled: false,
      note: 'Test Connection saves your changes first: the test uses the saved settings.',
      savesFirst: true,
    });
  });

  it('tests the saved settings straight away when nothing is unsaved', () => {
    expect(testButtonState({ switchOn: true, unsavedChanges: false })).toEqual({
      disabled: false,
      savesFirst: false,
    });
  });
});
