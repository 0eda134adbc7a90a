/** The six settings (spec 2 §3), as stored (snake_case) and as the admin API names them (camelCase). */
export const CONFIG_KEYS = {
  whatsappApiUrl: 'whatsapp_api_url',
  whatsappBusinessPhoneId: 'whatsapp_business_phone_id',
  whatsappAccessToken: 'whatsapp_access_token',
  companyWhatsappNumber: 'company_whatsapp_number',
  adminWhatsappNumber: 'admin_whatsapp_number',
  whatsappEnabled: 'whatsapp_enabled',
} as const;

export type ConfigField = keyof typeof CONFIG_KEYS;
export type ConfigKey = (typeof CONFIG_KEYS)[ConfigField];
export const CONFIG_FIELDS = Object.keys(CONFIG_KEYS) as ConfigField[];
