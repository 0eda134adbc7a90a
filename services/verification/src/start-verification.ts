import type { INestApplication } from '@nestjs/common';
import { VERIFICATION_DOCUMENTS_PATH, VERIFICATION_LIMITS } from '@ihe/contracts';
import { createServiceApp } from '@ihe/platform';
import { VerificationModule } from './verification.module.js';
import { loadVerificationSettings } from './verification.settings.js';

/** Starts verification in this process (used by main.ts, the all-in-one launcher and tests). */
export async function startVerification(): Promise<INestApplication> {
  const settings = loadVerificationSettings();
  // consumeEvents: vendor.registered opens requests; user.* keep the vendor directory current.
  return createServiceApp(VerificationModule, {
    service: 'verification',
    port: settings.VERIFICATION_PORT,
    consumeEvents: true,
    uploads: [{ path: VERIFICATION_DOCUMENTS_PATH, maxBytes: VERIFICATION_LIMITS.uploadBodyMax }],
  });
}
