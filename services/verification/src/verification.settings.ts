import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

export const verificationSettingsSchema = baseSettingsSchema.extend({
  VERIFICATION_PORT: portSetting('verification'),
});

export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;
export const loadVerificationSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('verification', verificationSettingsSchema, env);
