import { jsonRequest, type JsonAnswer, type JsonRequestOptions } from '@ihe/platform/testing';

/** A tiny HTTP client for the end-to-end suites (BASE_URL is set by the global setup). */
export type Answer<T = Record<string, unknown>> = JsonAnswer<T>;

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: JsonRequestOptions = {},
): Promise<Answer<T>> {
  return jsonRequest<T>(process.env.BASE_URL!, method, path, options);
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
