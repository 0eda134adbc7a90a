/** One delivery status from a Cloud API webhook call, reduced to what the log records. */
export interface StatusUpdate {
  providerMessageId: string;
  status: 'delivered' | 'failed';
  errorMessage: string | null;
  occurredAt: Date;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function errorText(errors: unknown): string {
  const first = list(errors).find(isObject);
  if (!first) return 'Delivery failed';
  const data = isObject(first.error_data) ? first.error_data.details : undefined;
  const parts = [first.title ?? first.message, typeof data === 'string' ? data : undefined].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  const text = [...new Set(parts)].join(': ') || 'Delivery failed';
  return typeof first.code === 'number' ? `${text} (code ${first.code})` : text;
}

/**
 * The statuses of a webhook body (`entry[].changes[].value.statuses[]`, field `messages`): `delivered`
 * and `read` count as delivered, `failed` as failed; `sent` (already known from the send's answer) and
 * anything else (incoming messages, other fields) are ignored.
 */
export function parseStatusUpdates(body: unknown): StatusUpdate[] {
  if (!isObject(body)) return [];
  const updates: StatusUpdate[] = [];
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || !isObject(change.value)) continue;
      for (const status of list(change.value.statuses)) {
        if (!isObject(status) || typeof status.id !== 'string' || !status.id) continue;
        const kind = status.status === 'read' ? 'delivered' : status.status;
        if (kind !== 'delivered' && kind !== 'failed') continue;
        const seconds = Number(status.timestamp);
        updates.push({
          providerMessageId: status.id,
          status: kind,
          errorMessage: kind === 'failed' ? errorText(status.errors) : null,
          occurredAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
        });
      }
    }
  }
  return updates;
}
