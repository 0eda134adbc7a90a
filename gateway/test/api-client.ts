/** A tiny HTTP client for the end-to-end suites (BASE_URL is set by the global setup). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const { body, token } = options;
  const response = await fetch(`${process.env.BASE_URL}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@farm.ng`;
}

export function consumerSignup(patch: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'Harvest2026',
    firstName: 'Funke',
    lastName: 'Adeyemi',
    phone: '+2348031234567',
    role: 'consumer',
    deliveryAddress: '7 Awolowo Road, Ikoyi',
    acceptTerms: true,
    ...patch,
  };
}
