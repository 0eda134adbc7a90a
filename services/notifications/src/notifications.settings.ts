import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

/** The Cloud API's base URL (Graph API version pinned; `{phone_id}/messages` is appended). */
export const GRAPH_API_URL = 'https://graph.facebook.com/v21.0/';

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const notificationsSettingsSchema = baseSettingsSchema
  .extend({
    NOTIFICATIONS_PORT: portSetting('notifications'),
    /** 32 bytes, base64 or hex: encrypts the access token at rest. Generated under DATA_DIR/keys outside production. */
    WHATSAPP_TOKEN_ENCRYPTION_KEY: optionalSecret,
    /** The Meta app secret: checks X-Hub-Signature-256 of webhook calls. */
    WHATSAPP_APP_SECRET: optionalSecret,
    /** The token Meta echoes when subscribing the webhook (GET verification). */
    WHATSAPP_VERIFY_TOKEN: optionalSecret,
    /** Default of the whatsapp_api_url setting on first start. */
    WHATSAPP_API_URL: z.string().url().default(GRAPH_API_URL),
    /** Sends in flight at once (all recipients, all orders) in this instance. */
    WHATSAPP_MAX_CONCURRENCY: positiveInt(8, 200),
    /** Attempts of one send before it is marked failed (rate limits and 5xx are retried). */
    WHATSAPP_MAX_ATTEMPTS: positiveInt(5, 20),
    /** First retry delay, doubling (with jitter) up to WHATSAPP_RETRY_MAX_MS. */
    WHATSAPP_RETRY_BASE_MS: positiveInt(1_000, 600_000),
    WHATSAPP_RETRY_MAX_MS: positiveInt(30_000, 3_600_000),
    /** One HTTP call to the provider gives up after this long (the send is then failed, not retried). */
    WHATSAPP_REQUEST_TIMEOUT_MS: positiveInt(10_000, 120_000),
    /** How often pending sends left over (a crash, a restart) are picked up again. */
    WHATSAPP_SWEEP_INTERVAL_MS: positiveInt(15_000, 3_600_000),
    /** Country code put in front of local numbers written with a leading 0 (Nigeria). */
    WHATSAPP_DEFAULT_COUNTRY_CODE: z
      .string()
      .regex(/^\d{1,3}$/)
      .default('234'),
  })
  .refine((s) => s.NODE_ENV !== 'production' || s.WHATSAPP_TOKEN_ENCRYPTION_KEY, {
    message: 'WHATSAPP_TOKEN_ENCRYPTION_KEY must be set in production',
    path: ['WHATSAPP_TOKEN_ENCRYPTION_KEY'],
  })
  .refine((s) => s.WHATSAPP_RETRY_MAX_MS >= s.WHATSAPP_RETRY_BASE_MS, {
    message: 'WHATSAPP_RETRY_MAX_MS must not be below WHATSAPP_RETRY_BASE_MS',
    path: ['WHATSAPP_RETRY_MAX_MS'],
  });

export type NotificationsSettings = z.infer<typeof notificationsSettingsSchema>;
export const loadNotificationsSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('notifications', notificationsSettingsSchema, env);

/** Injection token of the settings read when the app is created. */
export const NOTIFICATIONS_SETTINGS = Symbol('NOTIFICATIONS_SETTINGS');
