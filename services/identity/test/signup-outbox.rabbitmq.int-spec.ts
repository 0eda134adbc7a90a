import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@ihe/contracts';
import { prepareBrokerOutage, type BrokerOutage, type TcpProxy } from '@ihe/platform/testing';
import { signupBody, sleep, startTestIdentity, waitFor, type TestIdentity } from './identity-test-app.js';

/**
 * Identity reaches RabbitMQ through a TCP proxy the test cuts: sign-ups made while the broker is
 * unreachable succeed, their events wait in the outbox, and arrive exactly once when it is back.
 */
describe('sign-up events survive a broker outage (outbox)', () => {
  let outage: BrokerOutage;
  let identity: TestIdentity;
  let proxy: TcpProxy;
  let seen: EventEnvelope[];

  beforeAll(async () => {
    outage = await prepareBrokerOutage('outage-observer', ['user.registered', 'vendor.registered']);
    ({ proxy, seen } = outage);
    identity = await startTestIdentity();
  });

  afterAll(async () => {
    await identity?.app.close();
    await outage?.cleanup();
  });

  it('delivers every sign-up event exactly once after the broker comes back', async () => {
    await proxy.cut();
    const bodies = [
      signupBody('consumer'),
      signupBody('vendor'),
      signupBody('sales_manager'),
      signupBody('consumer'),
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      const answer = await identity.call<{ user: { id: string } }>('POST', '/api/v1/auth/signup', body);
      expect(answer.status).toBe(201);
      ids.push(answer.body.user.id);
    }
    const mine = () =>
      seen.filter((e) =>
        ids.includes(
          (e.payload as { userId?: string }).userId ?? (e.payload as { vendorId?: string }).vendorId ?? '',
        ),
      );
    await sleep(1500);
    expect(mine()).toHaveLength(0);

    await proxy.restore();
    await waitFor(() => mine().length >= 5, 30_000);
    await sleep(1500);
    const received = mine();
    expect(received).toHaveLength(5);
    expect(new Set(received.map((e) => e.id)).size).toBe(5);
    expect(
      received
        .filter((e) => e.name === 'user.registered')
        .map((e) => (e.payload as { userId: string }).userId)
        .sort(),
    ).toEqual([...ids].sort());
    expect(
      received
        .filter((e) => e.name === 'vendor.registered')
        .map((e) => (e.payload as { vendorId: string }).vendorId),
    ).toEqual([ids[1]]);
  });
});
