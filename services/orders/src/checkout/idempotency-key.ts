import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@ihe/contracts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY = /^[\x20-\x7e]{1,200}$/;

/** The checked Idempotency-Key header: 1 to 200 visible ASCII characters (a UUID from the client, usually). */
export function idempotencyKeyFrom(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? undefined : header)?.trim();
  if (!key || !KEY.test(key)) throw new BadRequestException(CHECKOUT_MESSAGES.idempotencyKeyRequired);
  return key;
}

/** Fingerprint of what was asked, so a key reused for a different order is told apart from a retry. */
export function requestFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
