import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { VERIFICATION_MESSAGES, type AdminVendorVerificationList } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestVerification, type TestVendor, type TestVerification } from './verification-test-app.js';

describe('verification: the admin list, search and counts', () => {
  let env: ServiceTestEnv;
  let service: TestVerification;
  let token: string;
  const vendors: TestVendor[] = [];

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestVerification();
    token = await service.tokenFor('admin');
    const people = [
      { fullName: 'Terkaa Iorember', businessName: 'Benue Golden Yams', email: 'terkaa@yams.ng' },
      { fullName: 'Aminu Kura', businessName: 'Kano Grain Hub', email: 'aminu@grain.ng' },
      { fullName: 'Ngozi Eze', businessName: '100% Organic_Farms', email: 'ngozi@organic.ng' },
      { fullName: 'Bola Ade', businessName: 'Oyo Cassava', email: 'bola@cassava.ng' },
    ];
    for (const person of people) {
      vendors.push(await service.registerVendor(person));
      await service.db.query(
        `UPDATE verification_requests SET created_at = now() - make_interval(secs => $2) WHERE vendor_id = $1`,
        [vendors.at(-1)!.id, 100 - vendors.length],
      );
    }
    await service.setStatus(vendors[1].id, 'approved');
    await service.setStatus(vendors[2].id, 'rejected');
  });

  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const list = (query = '') =>
    service.call<AdminVendorVerificationList & { message?: string }>(
      'GET',
      `/api/v1/admin/vendor-verifications${query}`,
      undefined,
      token,
    );
  const names = (body: AdminVendorVerificationList) => body.items.map((item) => item.fullName);

  it('lists every request newest first with counts by status', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Bola Ade', 'Ngozi Eze', 'Aminu Kura', 'Terkaa Iorember']);
    expect(body.total).toBe(4);
    expect(body.counts).toEqual({ pending: 2, approved: 1, rejected: 1, requires_documents: 0 });
    expect(body.items[0]).toMatchObject({
      vendorId: vendors[3].id,
      email: 'bola@cassava.ng',
      businessName: 'Oyo Cassava',
      businessAddress: vendors[3].businessAddress,
      phone: vendors[3].phoneNumber,
      isFarmer: true,
      status: 'pending',
      documentsSubmitted: [],
      processedAt: null,
      processedBy: null,
    });
  });

  it('filters by status and searches name, email and business name (case-insensitive, literal)', async () => {
    expect(names((await list('?status=pending')).body)).toEqual(['Bola Ade', 'Terkaa Iorember']);
    expect(names((await list('?status=all')).body)).toHaveLength(4);
    expect(names((await list('?search=terkaa')).body)).toEqual(['Terkaa Iorember']);
    expect(names((await list('?search=GRAIN.NG')).body)).toEqual(['Aminu Kura']);
    expect(names((await list('?search=cassava')).body)).toEqual(['Bola Ade']);
    expect(names((await list('?search=100%25')).body)).toEqual(['Ngozi Eze']);
    expect(names((await list('?search=c_ssava')).body)).toEqual([]);
    expect(names((await list('?search=%25')).body)).toEqual(['Ngozi Eze']);
    const filtered = (await list('?status=approved&search=kura')).body;
    expect([filtered.total, names(filtered)]).toEqual([1, ['Aminu Kura']]);
    // Counts stay the whole picture whatever the filters.
    expect(filtered.counts).toEqual({ pending: 2, approved: 1, rejected: 1, requires_documents: 0 });
  });

  it('pages, and refuses bad parameters with a clear 400', async () => {
    const page = (await list('?page=2&pageSize=3')).body;
    expect([page.total, names(page)]).toEqual([4, ['Terkaa Iorember']]);
    for (const [query, message] of [
      ['?status=done', VERIFICATION_MESSAGES.statusFilter],
      ['?page=0', VERIFICATION_MESSAGES.invalidPage],
      ['?pageSize=501', VERIFICATION_MESSAGES.invalidPageSize],
      [`?search=${'x'.repeat(101)}`, VERIFICATION_MESSAGES.searchTooLong],
      ['?sort=name', 'Unknown field: sort'],
    ]) {
      const answer = await list(query);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });
});
