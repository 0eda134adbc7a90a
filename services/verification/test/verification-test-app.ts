import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  UserRegistered,
  VendorRegistered,
  type EventEnvelope,
  type Role,
  type VerificationStatus,
} from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { freePort, jsonRequest, signTestAccessToken, waitFor, type JsonAnswer } from '@ihe/platform/testing';
import { startVerification } from '../src/start-verification.js';

export interface TestVerification {
  app: INestApplication;
  url: string;
  db: DataSource;
  bus: EventBus;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<JsonAnswer<T>>;
  tokenFor(role: Role, sub?: string): Promise<string>;
  /** Publishes events and waits until the service handled each (or found it handled before). */
  deliver(...events: EventEnvelope[]): Promise<void>;
  /** Signs a vendor up as identity would announce it; resolves once its request is open. */
  registerVendor(vendor?: Partial<TestVendor>): Promise<TestVendor>;
  /** Puts a vendor's request in a status directly (test set-up only). */
  setStatus(vendorId: string, status: VerificationStatus): Promise<void>;
  close(): Promise<void>;
}

export interface TestVendor {
  id: string;
  email: string;
  fullName: string;
  businessName: string;
  businessAddress: string;
  phoneNumber: string;
}

let counter = 0;

/** Starts verification on a free port in this process (environment prepared by prepareServiceTestEnv). */
export async function startTestVerification(): Promise<TestVerification> {
  const port = await freePort();
  process.env.VERIFICATION_PORT = String(port);
  const app = await startVerification();
  const url = `http://127.0.0.1:${port}`;
  const db = app.get(DataSource);
  const bus = app.get<EventBus>(EVENT_BUS);
  const inbox = app.get(InboxService);
  // Every handled (or skipped as already handled) event, counted around the real inbox.
  const settled = new Map<string, number>();
  const handleOnce = inbox.handleOnce.bind(inbox);
  inbox.handleOnce = async (event, consumer, fn) => {
    try {
      return await handleOnce(event, consumer, fn);
    } finally {
      settled.set(event.id, (settled.get(event.id) ?? 0) + 1);
    }
  };

  const service: TestVerification = {
    app,
    url,
    db,
    bus,
    call: (method, path, body, token) => jsonRequest(url, method, path, { body, token }),
    tokenFor: (role, sub = randomUUID()) => signTestAccessToken({ sub, role }),
    async deliver(...events) {
      const before = events.map((event) => settled.get(event.id) ?? 0);
      for (const event of events) await bus.publish(event);
      await waitFor(() => events.every((event, i) => (settled.get(event.id) ?? 0) > before[i]));
    },
    async registerVendor(patch = {}) {
      counter += 1;
      const vendor: TestVendor = {
        id: randomUUID(),
        email: `vendor${counter}.${Date.now()}@farm.ng`,
        fullName: `Ada Okafor ${counter}`,
        businessName: `Okafor Farms ${counter}`,
        businessAddress: 'Km 5 Oyo Road, Ibadan',
        phoneNumber: '+2348031234567',
        ...patch,
      };
      await service.deliver(...vendorSignupEvents(vendor));
      return vendor;
    },
    async setStatus(vendorId, status) {
      await db.query(`UPDATE verification_requests SET status = $2 WHERE vendor_id = $1`, [vendorId, status]);
    },
    close: () => app.close(),
  };
  return service;
}

/** What identity publishes when a vendor signs up: user.registered and vendor.registered. */
export function vendorSignupEvents(vendor: TestVendor): EventEnvelope[] {
  return [
    UserRegistered.create({
      userId: vendor.id,
      role: 'vendor',
      email: vendor.email,
      fullName: vendor.fullName,
      phoneNumber: vendor.phoneNumber,
      businessName: vendor.businessName,
      isFarmer: true,
      isApproved: false,
      createdAt: new Date().toISOString(),
    }),
    VendorRegistered.create({
      vendorId: vendor.id,
      businessName: vendor.businessName,
      businessAddress: vendor.businessAddress,
      isFarmer: true,
      phoneNumber: vendor.phoneNumber,
    }),
  ];
}

/** Rows in the outbox (a refused request must write none). */
export async function outboxCount(db: DataSource): Promise<number> {
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM outbox`);
  return count;
}

export { waitFor };
