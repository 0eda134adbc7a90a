import { createHmac } from 'node:crypto';

export type FakeDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusCallback {
  /** The wamid the send answered with. */
  messageId: string;
  status: FakeDeliveryStatus;
  /** The recipient's number (digits). */
  recipientId: string;
  /** For `failed`: what the Cloud API reports. */
  error?: { code: number; title: string; message?: string; details?: string };
}

/** `X-Hub-Signature-256` of a webhook body: HMAC-SHA256 with the app secret, hex, prefixed `sha256=`. */
export function signWebhookBody(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** The body the Cloud API posts to the webhook for status updates (field `messages`, `statuses`). */
export function statusCallbackBody(callbacks: StatusCallback[], phoneNumberId: string): object {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              statuses: callbacks.map((callback) => ({
                id: callback.messageId,
                status: callback.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: callback.recipientId,
                ...(callback.status === 'failed'
                  ? {
                      errors: [
                        {
                          code: callback.error?.code ?? 131026,
                          title: callback.error?.title ?? 'Message undeliverable',
                          message:
                            callback.error?.message ?? callback.error?.title ?? 'Message undeliverable',
                          error_data: { details: callback.error?.details ?? 'Unable to deliver message.' },
                        },
                      ],
                    }
                  : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

/**
 * POSTs signed status callbacks to `webhookUrl` as Meta does; resolves with the webhook's HTTP status.
 * `appSecret` undefined sends no signature header (to test that the webhook refuses it).
 */
export async function postStatusCallback(
  webhookUrl: string,
  appSecret: string | undefined,
  callbacks: StatusCallback[],
  phoneNumberId = '000000000000000',
): Promise<number> {
  const body = JSON.stringify(statusCallbackBody(callbacks, phoneNumberId));
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(appSecret !== undefined ? { 'x-hub-signature-256': signWebhookBody(body, appSecret) } : {}),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}
