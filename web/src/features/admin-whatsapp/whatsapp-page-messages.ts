/**
 * Texts of the messaging settings page. The toasts are spec 2 §8's, verbatim; the form's rule
 * messages are the notifications service's own (CONFIG_ERRORS, TEMPLATE_ERRORS), so the field says
 * what the server would say.
 */
export const WHATSAPP_TOASTS = {
  loadFailed: 'Failed to load WhatsApp configuration',
  saved: 'WhatsApp configuration saved successfully',
  saveFailed: 'Failed to save configuration',
  testSent: 'WhatsApp test message sent successfully!',
  testFailed: 'WhatsApp test failed. Please check your configuration.',
  testError: 'Failed to test WhatsApp connection',
  // The page's own, for what the spec does not have.
  templatesSaved: 'Message templates saved',
  templatesSaveFailed: 'Failed to save message templates',
  templatesLoadFailed: 'Failed to load message templates',
  logLoadFailed: 'Failed to load the notification log',
  statsLoadFailed: 'Failed to load notification statistics',
} as const;

export const CONFIG_RULE_MESSAGES = {
  invalidNumber: 'Invalid phone number. Include the country code, e.g. +2348012345678',
  localNumber: 'Include the country code instead of the leading 0, e.g. +2348012345678',
  phoneIdFormat: 'Business phone ID must be the numeric ID from Meta (digits only)',
  tokenEmpty: 'Access token must not be empty',
  tokenFormat: 'Access token must be one line without spaces, at most 2048 characters',
  enableNeedsCredentials: 'Set the business phone ID and access token before enabling WhatsApp notifications',
  adminNumberAdvice: 'Without an admin number, new orders are not sent to the admin and Test cannot send.',
} as const;

export const TEMPLATE_RULE_MESSAGES = {
  bodyEmpty: 'Template text must not be empty',
  bodyTooLong: 'Template text must be at most 4096 characters',
  unknownPlaceholder: (name: string) => `Unknown placeholder {{${name}}}: use one of the placeholders below`,
  providerNameFormat: 'Template name must be the approved name: lowercase letters, digits and underscores',
  languageFormat: 'Template language must be a WhatsApp language code, e.g. en or en_US',
  parameterRequired: 'Choose the placeholder for this parameter',
  tooManyParameters: 'A template message takes at most 20 parameters',
} as const;

/** When the server refuses the page itself (the role changed since sign-in). */
export const SUPREME_ADMIN_ONLY = 'This page is only accessible to supreme administrators.';
