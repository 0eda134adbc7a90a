import type { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@ihe/platform';
import { IdentityModule } from './identity.module.js';
import { loadIdentitySettings } from './identity.settings.js';

/** Starts identity in this process (used by main.ts, the all-in-one launcher and tests). */
export async function startIdentity(): Promise<INestApplication> {
  const settings = loadIdentitySettings();
  // consumeEvents: vendor.verification-decided sets a vendor's is_approved.
  return createServiceApp(IdentityModule, {
    service: 'identity',
    port: settings.IDENTITY_PORT,
    consumeEvents: true,
  });
}
