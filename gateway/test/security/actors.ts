import { expect } from '@jest/globals';
import type { LoginResponse, UserProfile } from '@ihe/contracts';
import { waitFor } from '@ihe/platform/testing';
import { api, consumerSignup, uniqueEmail } from '../api-client.js';

/**
 * The people of the authorization matrix, each made through the public API the way a real user gets there:
 * consumers sign up, vendors sign up and the admin verifies them, sales managers sign up and the admin
 * approves them. No token is signed by the test.
 */
export const ACTOR_NAMES = [
  'guest',
  'consumerA',
  'consumerB',
  'vendorA', // verified by the admin
  'vendorB', // signed up, not verified
  'salesPending',
  'salesApproved',
  'admin',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

export type Actors = Record<Exclude<ActorName, 'guest'>, Account>;

export const ADMIN_CREDENTIALS = {
  email: process.env.ADMIN_EMAIL ?? 'admin@ihemarket.ng',
  password: process.env.ADMIN_PASSWORD ?? 'IheAdmin2026',
};
/** How long an event-fed projection may take to catch up (the approval reaching identity and catalog). */
const EVENTUAL_MS = 20_000;

export async function login(email: string, password: string): Promise<string> {
  const answer = await api<LoginResponse>('POST', '/api/v1/auth/login', { body: { email, password } });
  expect({ email, status: answer.status }).toEqual({ email, status: 200 });
  return answer.body.accessToken;
}

async function signUp(body: Record<string, unknown>): Promise<Account> {
  const signup = await api<{ user: { id: string } }>('POST', '/api/v1/auth/signup', { body });
  expect({ email: body.email, status: signup.status }).toEqual({ email: body.email, status: 201 });
  const email = body.email as string;
  const password = body.password as string;
  return { id: signup.body.user.id, email, password, token: await login(email, password) };
}

export const signUpConsumer = (tag: string) => signUp(consumerSignup({ email: uniqueEmail(tag) }));

export function signUpVendor(tag: string): Promise<Account> {
  const business = { businessName: `Okoro Farms ${tag}`, businessAddress: '12 Market Road, Makurdi' };
  return signUp(
    consumerSignup({
      email: uniqueEmail(tag),
      role: 'vendor',
      firstName: 'Chinedu',
      lastName: 'Okoro',
      deliveryAddress: undefined,
      ...business,
      isFarmer: true,
    }),
  );
}

export const signUpSalesManager = (tag: string) =>
  signUp(
    consumerSignup({
      email: uniqueEmail(tag),
      role: 'sales_manager',
      deliveryAddress: undefined,
      companyId: `SM-${tag}`,
    }),
  );

export async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  try {
    await waitFor(check, EVENTUAL_MS);
  } catch {
    throw new Error(`${what}: not within ${EVENTUAL_MS} ms`);
  }
}

/** The admin sets a vendor's verification request to `status` once verification has opened it. */
export async function decideVendor(
  admin: string,
  vendor: Account,
  status: 'approved' | 'requires_documents',
): Promise<void> {
  await eventually(
    `the verification request of ${vendor.email}`,
    async () => (await api('GET', '/api/v1/vendor/verification', { token: vendor.token })).status === 200,
  );
  const decision = await api('POST', `/api/v1/admin/vendor-verifications/${vendor.id}/decision`, {
    token: admin,
    body: { status, adminNotes: 'Documents checked at the market office' },
  });
  expect(decision.status).toBe(200);
}

/** Verifies a vendor and waits until identity (its profile) and catalog (adding products) know it. */
export async function approveVendor(admin: string, vendor: Account): Promise<void> {
  await decideVendor(admin, vendor, 'approved');
  await eventually(`${vendor.email} approved in identity`, async () => {
    const me = await api<UserProfile>('GET', '/api/v1/me', { token: vendor.token });
    return me.body.isApproved === true;
  });
  // Catalog learns of the approval from an event: an empty product is refused with 400 once it does.
  await eventually(
    `${vendor.email} approved in catalog`,
    async () =>
      (await api('POST', '/api/v1/vendor/products', { token: vendor.token, body: {} })).status !== 403,
  );
}

export async function approveSalesManager(admin: string, manager: Account): Promise<void> {
  const answer = await api('POST', `/api/v1/admin/sales-managers/${manager.id}/approve`, { token: admin });
  expect(answer.status).toBe(200);
  await eventually(`${manager.email} approved`, async () => {
    const me = await api<UserProfile>('GET', '/api/v1/me', { token: manager.token });
    return me.body.isApproved === true;
  });
}

/** Every actor of the matrix (guest has no account). */
export async function createActors(tag: string): Promise<Actors> {
  const adminToken = await login(ADMIN_CREDENTIALS.email, ADMIN_CREDENTIALS.password);
  const admin: Account = { id: 'admin', ...ADMIN_CREDENTIALS, token: adminToken };
  const [consumerA, consumerB, vendorA, vendorB, salesPending, salesApproved] = await Promise.all([
    signUpConsumer(`${tag}-consumer-a`),
    signUpConsumer(`${tag}-consumer-b`),
    signUpVendor(`${tag}-vendor-a`),
    signUpVendor(`${tag}-vendor-b`),
    signUpSalesManager(`${tag}-sales-pending`),
    signUpSalesManager(`${tag}-sales-approved`),
  ]);
  await Promise.all([approveVendor(adminToken, vendorA), approveSalesManager(adminToken, salesApproved)]);
  return { consumerA, consumerB, vendorA, vendorB, salesPending, salesApproved, admin };
}

export const tokenOf = (actors: Actors, name: ActorName): string | undefined =>
  name === 'guest' ? undefined : actors[name].token;
