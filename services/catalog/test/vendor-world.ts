import { randomUUID } from 'node:crypto';
import { UserApprovalChanged, UserRegistered, type Role } from '@ihe/contracts';
import { signTestAccessToken } from '@ihe/platform/testing';
import { waitFor, type ApiAnswer, type TestCatalog } from './catalog-test-app.js';

export interface TestUser {
  id: string;
  token: string;
}

/** Signed-in users, vendors known to catalog's projection, and JSON calls for the vendor routes' tests. */
export function vendorWorld(catalog: () => TestCatalog) {
  const signIn = async (role: Role, id: string = randomUUID()): Promise<TestUser> => {
    return { id, token: await signTestAccessToken({ sub: id, role }) };
  };

  /** A vendor registered through identity's event (approved or not), signed in. */
  const vendor = async (isApproved: boolean | null = true, businessName = 'Benue Tubers Co-op') => {
    const user = await signIn('vendor');
    await catalog().bus.publish(
      UserRegistered.create({
        userId: user.id,
        role: 'vendor',
        email: `${user.id}@farm.ng`,
        fullName: 'Terver Iorliam',
        phoneNumber: '+2348035550101',
        businessName,
        isFarmer: true,
        isApproved,
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(
      async () => (await catalog().db.query(`SELECT 1 FROM vendors WHERE id = $1`, [user.id])).length === 1,
    );
    return user;
  };

  /** identity's decision on the vendor arrives (user.approval-changed). */
  const approve = async (vendorId: string, isApproved: boolean) => {
    await catalog().bus.publish(
      UserApprovalChanged.create({ userId: vendorId, role: 'vendor', isApproved, by: randomUUID() }),
    );
    await waitFor(
      async () =>
        (await catalog().db.query(`SELECT is_approved FROM vendors WHERE id = $1`, [vendorId]))[0]
          ?.is_approved === isApproved,
    );
  };

  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    user?: TestUser,
    body?: unknown,
  ): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${user.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${catalog().url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  };

  return { signIn, vendor, approve, call };
}

/** A valid add-product body (spec 2 §5), with any field replaced. */
export const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Benue white yam',
  description: 'Fresh white yam tubers from Benue farms.',
  category: 'tubers',
  basePrice: 1000,
  stockQuantity: 50,
  minimumOrderQuantity: 1,
  farmOrigin: 'Benue',
  isOrganic: true,
  ...overrides,
});
