import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

/** Defaults for the first admin in the embedded/dev mode only; production must set both. */
export const DEFAULT_ADMIN = { email: 'admin@ihemarket.ng', password: 'IheAdmin2026' } as const;

export const identitySettingsSchema = baseSettingsSchema
  .extend({
    IDENTITY_PORT: portSetting('identity'),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    ADMIN_NAME: z.string().default('Supreme Admin'),
    ADMIN_PHONE: z.string().default('+2348000000000'),
    // Signing keys (identity only; see loadSigningKeys): the current private key and retired public keys.
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_PREVIOUS_PUBLIC_KEYS: z.string().optional(),
  })
  .refine((s) => s.NODE_ENV !== 'production' || (s.ADMIN_EMAIL && s.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set in production',
    path: ['ADMIN_EMAIL'],
  })
  .refine((s) => s.NODE_ENV !== 'production' || s.JWT_PRIVATE_KEY, {
    message: 'must be set in production (the key that signs access tokens)',
    path: ['JWT_PRIVATE_KEY'],
  });

export type IdentitySettings = z.infer<typeof identitySettingsSchema>;
export const loadIdentitySettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('identity', identitySettingsSchema, env);
