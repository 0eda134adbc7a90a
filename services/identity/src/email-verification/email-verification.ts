import { createHash, randomBytes } from 'node:crypto';

/** A verification token: the link carries the token, the database keeps only its hash. */
export function newVerificationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token) };
}

export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** No email sender exists yet: the link is written to the log (see README). */
export function verificationLink(token: string): string {
  const base = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
  return `${base}/api/v1/auth/verify-email?token=${token}`;
}
