import type { UpdateWhatsAppConfigRequest, WhatsAppConfigView } from '@ihe/contracts';
import { CONFIG_RULE_MESSAGES } from './whatsapp-page-messages.js';

/** The settings form (spec 2 §2): the enable switch, phone id, token and the two numbers. */
export interface ConfigFormValues {
  enabled: boolean;
  businessPhoneId: string;
  /** The masked stored token until the admin types a new one. */
  accessToken: string;
  adminNumber: string;
  companyNumber: string;
}

export function configFormValues(config: WhatsAppConfigView): ConfigFormValues {
  return {
    enabled: config.whatsappEnabled,
    businessPhoneId: config.whatsappBusinessPhoneId,
    accessToken: config.whatsappAccessToken,
    adminNumber: config.adminWhatsappNumber,
    companyNumber: config.companyWhatsappNumber,
  };
}

/** The server's pattern for a settings number: optional +, then 10–15 digits. */
const NUMBER_PATTERN = /^\+?\d{10,15}$/;

/**
 * A number as typed (`+234 801 234 5678`, `+234-801-…`) as the server stores it (`+2348012345678`);
 * null when it is not one. Spaces, dashes, dots and brackets are dropped first, for pasted numbers.
 */
export function normalizeWhatsAppNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  return NUMBER_PATTERN.test(compact) ? `+${compact.replace(/^\+/, '')}` : null;
}

/** The admin and company number fields: empty (no messages to that number) or a full international number. */
export function checkWhatsAppNumber(input: string | undefined): string | null {
  const value = (input ?? '').trim();
  if (value === '') return null;
  // No country code starts with 0: `0803…` is a local number, which WhatsApp cannot reach as written.
  if (/^\+?0/.test(value)) return CONFIG_RULE_MESSAGES.localNumber;
  return normalizeWhatsAppNumber(value) ? null : CONFIG_RULE_MESSAGES.invalidNumber;
}

export function checkBusinessPhoneId(input: string | undefined): string | null {
  const value = (input ?? '').trim();
  if (value === '') return null;
  return /^\d{5,30}$/.test(value) ? null : CONFIG_RULE_MESSAGES.phoneIdFormat;
}

/** The stored token is shown masked; the mask sent back means "keep it". */
export function isMaskedToken(
  value: string,
  config: Pick<WhatsAppConfigView, 'whatsappAccessToken'>,
): boolean {
  return config.whatsappAccessToken !== '' && value === config.whatsappAccessToken;
}

export function checkAccessToken(
  input: string | undefined,
  config: Pick<WhatsAppConfigView, 'whatsappAccessToken' | 'whatsappAccessTokenSet'>,
): string | null {
  const value = (input ?? '').trim();
  if (isMaskedToken(input ?? '', config)) return null;
  // A stored token can be replaced, not removed: an empty field would save nothing.
  if (value === '') return config.whatsappAccessTokenSet ? CONFIG_RULE_MESSAGES.tokenEmpty : null;
  return /^\S{1,2048}$/.test(value) ? null : CONFIG_RULE_MESSAGES.tokenFormat;
}

/** Enabling needs a phone id and a token (the server refuses it otherwise). */
export function checkEnable(
  values: Pick<ConfigFormValues, 'enabled' | 'businessPhoneId' | 'accessToken'>,
): string | null {
  if (!values.enabled) return null;
  return values.businessPhoneId.trim() && values.accessToken.trim()
    ? null
    : CONFIG_RULE_MESSAGES.enableNeedsCredentials;
}

/**
 * The token field's new value when the admin edits the masked one: only what they typed or pasted,
 * so typing replaces the mask instead of mixing with it (a deletion clears it). `caret` is where the
 * caret is after the edit (the end of the inserted text). Other values pass unchanged.
 */
export function replaceMaskedInput(previous: string, next: string, mask: string, caret: number): string {
  if (mask === '' || previous !== mask || next === mask) return next;
  // No dot left: the whole mask was selected and replaced (focusing the field selects it).
  if (!next.includes('•')) return next;
  // Otherwise text went in at the caret: what follows it is the end of the mask.
  const end = Math.max(0, Math.min(caret, next.length));
  const after = next.length - end;
  let common = 0;
  while (common < end && previous[common] === next[common]) common++;
  const start = Math.min(common, Math.max(0, previous.length - after));
  return next.slice(start, end).replace(/•/g, '');
}

const cleared = (value: string) => (value.trim() === '' ? null : value.trim());

/** Only the settings that changed, in the server's form; empty when nothing did. */
export function configUpdateRequest(
  config: WhatsAppConfigView,
  values: ConfigFormValues,
): UpdateWhatsAppConfigRequest {
  const request: UpdateWhatsAppConfigRequest = {};
  if (values.enabled !== config.whatsappEnabled) request.whatsappEnabled = values.enabled;
  if (values.businessPhoneId.trim() !== config.whatsappBusinessPhoneId)
    request.whatsappBusinessPhoneId = cleared(values.businessPhoneId);
  const token = values.accessToken.trim();
  if (token !== '' && !isMaskedToken(values.accessToken, config)) request.whatsappAccessToken = token;
  for (const [field, key] of [
    ['adminNumber', 'adminWhatsappNumber'],
    ['companyNumber', 'companyWhatsappNumber'],
  ] as const) {
    const typed = values[field].trim();
    const number = typed === '' ? '' : (normalizeWhatsAppNumber(typed) ?? typed);
    if (number !== config[key]) request[key] = number === '' ? null : number;
  }
  return request;
}

export function hasConfigChanges(config: WhatsAppConfigView, values: ConfigFormValues): boolean {
  return Object.keys(configUpdateRequest(config, values)).length > 0;
}

export interface TestButtonState {
  disabled: boolean;
  /** Shown next to it: why it is disabled, or that it saves first. */
  note?: string;
  /** Unsaved edits are saved before the test (the server tests the saved settings). */
  savesFirst: boolean;
}

export const TEST_BUTTON_NOTES = {
  switchedOff: 'Turn on WhatsApp notifications to send a test message.',
  savesFirst: 'Test Connection saves your changes first: the test uses the saved settings.',
} as const;

/**
 * The Test button (spec 2 §2: disabled unless enabled) follows the switch. The server tests the saved
 * settings, so with unsaved edits (the switch itself included) it saves them first.
 */
export function testButtonState(state: { switchOn: boolean; unsavedChanges: boolean }): TestButtonState {
  if (!state.switchOn) return { disabled: true, note: TEST_BUTTON_NOTES.switchedOff, savesFirst: false };
  if (state.unsavedChanges) return { disabled: false, note: TEST_BUTTON_NOTES.savesFirst, savesFirst: true };
  return { disabled: false, savesFirst: false };
}
