export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  /** The parsed JSON ({} when empty); an answer that is not JSON comes back as its text. */
  body: T;
  headers: Headers;
}

export interface JsonRequestOptions {
  /** An object is sent as JSON; a string as it is (malformed-input tests). */
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  headers?: Record<string, string>;
}

/** One HTTP call of a test to a service or the gateway at `baseUrl`, JSON in and out. */
export async function jsonRequest<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  { body, token, headers = {} }: JsonRequestOptions = {},
): Promise<JsonAnswer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    if (text) parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
