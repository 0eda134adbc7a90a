/**
 * The notifications service's texts: the spec's (spec 2 §8, verbatim) and the API's own validation
 * messages. Candidates for contracts once the web page shows them.
 */
export const WHATSAPP_MESSAGES = {
  // spec 2 §8
  disabled: 'WhatsApp notifications disabled',
  unknownError: 'Unknown error',
  sendFailed: 'Failed to send message',
  fallbackText: (orderId: string) => `New order notification for Order #${orderId}`,
  configSaved: 'WhatsApp configuration saved successfully',
  testSent: 'WhatsApp test message sent successfully!',
  testFailed: 'WhatsApp test failed. Please check your configuration.',
  // The service's own
  notConfigured: 'WhatsApp is not configured: set the business phone ID and access token',
  adminNumberMissing: 'Set the admin WhatsApp number to send a test message',
  noAnswer: (seconds: number) =>
    `Failed to send message: no answer from WhatsApp within ${seconds} s (it may still arrive)`,
  invalidRecipient: 'Invalid phone number. Include the country code, e.g. +2348012345678',
  vendorApproved: (businessName: string | null) =>
    `Good news${businessName ? `, ${businessName}` : ''}! Your Ihe Market vendor account has been approved. You can now add your products.`,
} as const;

export const CONFIG_ERRORS = {
  invalidNumber: 'Invalid phone number. Include the country code, e.g. +2348012345678',
  phoneIdFormat: 'Business phone ID must be the numeric ID from Meta (digits only)',
  tokenEmpty: 'Access token must not be empty',
  tokenFormat: 'Access token must be one line without spaces, at most 2048 characters',
  apiUrlFormat:
    'API URL must be an https URL ending in the Graph API version, e.g. https://graph.facebook.com/v21.0/',
  enabledFormat: 'whatsappEnabled must be true or false',
  tokenRequiredForNewUrl: 'Enter the access token again when changing the API URL to another host',
  nothingToUpdate: 'Send at least one setting to change',
  enableNeedsCredentials: 'Set the business phone ID and access token before enabling WhatsApp notifications',
  tokenUnreadable:
    'The stored access token cannot be read with the current WHATSAPP_TOKEN_ENCRYPTION_KEY: enter it again',
} as const;

export const TEMPLATE_ERRORS = {
  listRequired: 'templates must be a list of templates to change',
  changeShape: 'Each template change must be an object with a name',
  unknownTemplate: (name: string) => `Unknown template: ${name}`,
  duplicate: (name: string) => `Template ${name} is listed twice`,
  bodyEmpty: 'Template text must not be empty',
  bodyTooLong: 'Template text must be at most 4096 characters',
  unknownPlaceholder: (name: string, template: string) => `Unknown placeholder {{${name}}} in ${template}`,
  modeFormat: 'mode must be text or template',
  providerTemplateRequired: 'A template message needs providerTemplate with name and language',
  providerNameFormat: 'Template name must be the approved name: lowercase letters, digits and underscores',
  languageFormat: 'Template language must be a WhatsApp language code, e.g. en or en_US',
  parameterUnknown: (name: string) => `Unknown placeholder ${name} in template parameters`,
  tooManyParameters: 'A template message takes at most 20 parameters',
} as const;
