import { randomBytes } from 'node:crypto';

/** The error body of the Graph API (what the Cloud API answers on any failure). */
export interface GraphApiErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

interface ErrorShape {
  code: number;
  message: string;
  type: string;
  details: string;
  subcode?: number;
}

// Real codes and wording of the Cloud API (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
const DEFAULTS: Record<number, ErrorShape> = {
  400: {
    code: 100,
    message: '(#100) Invalid parameter',
    type: 'OAuthException',
    details: 'Parameter value is not valid',
  },
  401: {
    code: 190,
    message: 'Invalid OAuth access token - Cannot parse access token',
    type: 'OAuthException',
    details: 'The access token is invalid or expired',
  },
  429: {
    code: 130429,
    message: '(#130429) Rate limit hit',
    type: 'OAuthException',
    details: 'Cloud API message throughput has been reached.',
    subcode: 2494055,
  },
  500: {
    code: 131000,
    message: '(#131000) Something went wrong',
    type: 'OAuthException',
    details: 'Something went wrong',
  },
};

const KNOWN_CODES: Record<number, Omit<ErrorShape, 'code'>> = {
  131056: {
    message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    type: 'OAuthException',
    details:
      'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
  },
  131047: {
    message: '(#131047) Re-engagement message',
    type: 'OAuthException',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131026: {
    message: '(#131026) Message undeliverable',
    type: 'OAuthException',
    details: 'Unable to deliver message.',
  },
};

export const fbtraceId = () => randomBytes(9).toString('base64url');

/** The body the Cloud API would answer with `status`, optionally with another code or message. */
export function graphApiError(
  status: number,
  override: { code?: number; message?: string } = {},
): GraphApiErrorBody {
  const base = DEFAULTS[status] ?? DEFAULTS[500];
  const known = override.code !== undefined ? KNOWN_CODES[override.code] : undefined;
  const shape: ErrorShape = known && override.code !== undefined ? { ...known, code: override.code } : base;
  return {
    error: {
      message: override.message ?? shape.message,
      type: shape.type,
      code: override.code ?? shape.code,
      ...(shape.subcode !== undefined && override.code === undefined ? { error_subcode: shape.subcode } : {}),
      error_data: { messaging_product: 'whatsapp', details: shape.details },
      fbtrace_id: fbtraceId(),
    },
  };
}
