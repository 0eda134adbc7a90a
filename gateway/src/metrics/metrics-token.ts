import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's GET /metrics is on its public port, so it answers only operators: METRICS_TOKEN, sent as
 * `Authorization: Bearer <token>`. Without METRICS_TOKEN the route does not exist (404).
 */
export type MetricsAccess = 'allowed' | 'disabled' | 'unauthorized';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsAccess(
  authorization: string | undefined,
  token = process.env.METRICS_TOKEN,
): MetricsAccess {
  if (!token) return 'disabled';
  const sent = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  // Digests of equal length: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(sent), digest(token)) ? 'allowed' : 'unauthorized';
}
