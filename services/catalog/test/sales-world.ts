import { randomUUID } from 'node:crypto';
import { UserApprovalChanged, UserRegistered, type EventEnvelope } from '@ihe/contracts';
import { waitFor, type TestCatalog } from './catalog-test-app.js';
import { vendorWorld, type TestUser } from './vendor-world.js';

/**
 * Sales managers and admins known to catalog's staff projection (through identity's events), on top of
 * the vendor world's signed-in users and JSON calls.
 */
export function salesWorld(catalog: () => TestCatalog) {
  const world = vendorWorld(catalog);

  const staffRow = async (id: string) =>
    (await catalog().db.query(`SELECT * FROM staff_members WHERE id = $1`, [id]))[0] as
      { full_name: string | null; is_approved: boolean | null } | undefined;

  /** identity's user.registered for a sales manager (pending) or an admin, then signed in. */
  const registered = async (role: 'sales_manager' | 'admin', fullName: string): Promise<TestUser> => {
    const user = await world.signIn(role);
    await catalog().bus.publish(
      UserRegistered.create({
        userId: user.id,
        role,
        email: `${user.id}@ihe.ng`,
        fullName,
        phoneNumber: '+2348030000000',
        businessName: null,
        isFarmer: false,
        isApproved: role === 'admin' ? true : null,
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(async () => (await staffRow(user.id))?.full_name === fullName);
    return user;
  };

  /** The event identity publishes when an admin decides on a sales manager. */
  const decision = (managerId: string, isApproved: boolean | null, by: string | null) =>
    UserApprovalChanged.create({ userId: managerId, role: 'sales_manager', isApproved, by });

  /** Publishes a decision and waits for the projection to show it. */
  const decide = async (managerId: string, isApproved: boolean | null, by: string | null = null) => {
    const event = decision(managerId, isApproved, by);
    await publishDecision(event);
    return event;
  };

  const publishDecision = async (event: EventEnvelope<{ userId: string; isApproved: boolean | null }>) => {
    await catalog().bus.publish(event);
    await waitFor(
      async () =>
        (
          await catalog().db.query(
            `SELECT 1 FROM inbox WHERE event_id = $1 AND consumer = 'catalog.staff-projection'`,
            [event.id],
          )
        ).length === 1,
    );
  };

  /** A sales manager in the given state: pending (null), approved (true) or rejected (false). */
  const salesManager = async (state: boolean | null, fullName = 'Ada Obi') => {
    const user = await registered('sales_manager', fullName);
    if (state !== null) await decide(user.id, state, randomUUID());
    return user;
  };

  return { ...world, registered, decision, decide, publishDecision, salesManager, staffRow };
}

/** A valid sales-manager product body (spec 2 §5), with any field replaced. */
export const newSalesProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Abakaliki rice',
  category: 'Rice',
  price: 1150,
  stockQuantity: 20,
  description: 'Stone-free local rice from Abakaliki.',
  farmOrigin: 'Ebonyi',
  ...overrides,
});
