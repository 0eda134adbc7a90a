import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { sendRequestBody, type OutgoingMessage } from './outgoing-message.js';

/** Where and as whom to send: the whatsapp_api_url, business phone id and (decrypted) access token. */
export interface CloudApiTarget {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/**
 * One call's result. `kind`: `http` (the provider answered an error), `timeout` (no answer in time: the
 * message may have gone out), `connect` (never reached the provider: safe to repeat), `network`
 * (the connection broke mid-call: may have gone out).
 */
export type SendAttempt =
  | { ok: true; messageId: string }
  | {
      ok: false;
      kind: 'http' | 'timeout' | 'connect' | 'network';
      status: number;
      code?: number;
      error: string;
      retryAfterMs?: number;
    };

interface GraphAnswer {
  messages?: Array<{ id?: unknown }>;
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The error text kept in the log: the provider's message and details, else the spec's `Unknown error`. */
function providerError(answer: GraphAnswer | null, status: number): string {
  const message = typeof answer?.error?.message === 'string' ? answer.error.message.trim() : '';
  if (!answer?.error) return `${WHATSAPP_MESSAGES.sendFailed} (HTTP ${status})`;
  if (!message) return WHATSAPP_MESSAGES.unknownError;
  const details = answer.error.error_data?.details;
  return typeof details === 'string' && details.trim() && !message.includes(details)
    ? `${message}: ${details}`
    : message;
}

/**
 * The Cloud API's send call: POST {api_url}{phone_id}/messages with the Bearer token (spec 2 §7).
 * Reads messages[0].id on success and error.message otherwise. Never logs: the token stays here.
 */
export class WhatsAppCloudClient {
  constructor(private readonly timeoutMs: number) {}

  async send(target: CloudApiTarget, to: string, message: OutgoingMessage): Promise<SendAttempt> {
    let response: Response;
    try {
      response = await fetch(`${target.apiUrl}${encodeURIComponent(target.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${target.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(sendRequestBody(to, message)),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      return this.failedCall(error);
    }
    let answer: GraphAnswer | null;
    try {
      answer = (await response.json()) as GraphAnswer;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return this.failedCall(error);
      answer = null;
    }
    const id = answer?.messages?.[0]?.id;
    if (response.ok && typeof id === 'string' && id) return { ok: true, messageId: id };
    const code = typeof answer?.error?.code === 'number' ? answer.error.code : undefined;
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      code,
      error: response.ok ? WHATSAPP_MESSAGES.unknownError : providerError(answer, response.status),
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }

  private failedCall(error: unknown): SendAttempt {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        ok: false,
        kind: 'timeout',
        status: 0,
        error: WHATSAPP_MESSAGES.noAnswer(Math.round(this.timeoutMs / 1000)),
      };
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message;
    return {
      ok: false,
      kind: cause?.code && CONNECT_ERRORS.has(cause.code) ? 'connect' : 'network',
      status: 0,
      error: `${WHATSAPP_MESSAGES.sendFailed}: ${detail}`,
    };
  }
}
