import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { AdminVendorVerificationItem, VerificationStatus } from '@ihe/contracts';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { AdminVendorsPage } from './AdminVendorsPage.js';

const routes: RouteObject[] = [{ path: '/admin/vendors', element: <AdminVendorsPage /> }];
const session = signedInSession(makeUser({ role: 'admin' }));

function makeRequest(
  vendorId: string,
  status: VerificationStatus,
  overrides: Partial<AdminVendorVerificationItem> = {},
) {
  return {
    vendorId,
    email: `${vendorId}@farm.ng`,
    fullName: 'Terver Iorfa',
    businessName: 'Benue Yams Ltd',
    businessAddress: '12 Old Market Road, Gboko',
    phone: '+2348031111111',
    isFarmer: true,
    status,
    adminNotes: null,
    documentsSubmitted: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    processedAt: null,
    processedBy: null,
    ...overrides,
  } satisfies AdminVendorVerificationItem;
}

const requests = [
  makeRequest('v-pending', 'pending', {
    documentsSubmitted: [
      {
        fileName: 'cac-certificate.pdf',
        contentType: 'application/pdf',
        size: 204_800,
        uploadedAt: '2026-11-21T10:00:00.000Z',
        url: '/api/v1/admin/vendor-verifications/v-pending/documents/cac-certificate.pdf',
      },
    ],
  }),
  makeRequest('v-approved', 'approved', {
    businessName: 'Ofada Farms',
    processedAt: '2026-11-21T12:00:00.000Z',
  }),
];
const counts = { pending: 1, approved: 1, rejected: 3, requires_documents: 0 };

function backend(extra?: FetchHandler) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/admin/vendor-verifications') {
      const status = call.query.get('status');
      const items = requests.filter((request) => !status || request.status === status);
      return { status: 200, body: { items, total: items.length, counts } };
    }
    if (call.path.endsWith('/decision')) return { status: 200, body: requests[0] };
    return { status: 404 };
  });
}

const render = (path = '/admin/vendors') => renderRoutes(routes, { path, session });
const statValue = (title: string) =>
  within(screen.getByRole('button', { name: new RegExp(`show ${title} requests$`, 'i') })).getByText(
    (_, element) => element?.classList.contains('ant-statistic-content-value') ?? false,
  ).textContent;

async function openReview(name: string) {
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('/admin/vendors', () => {
  it('shows the counts per status and the table of requests', async () => {
    backend();
    render();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(statValue('Pending')).toBe('1'));
    expect(statValue('Rejected')).toBe('3');
    expect(statValue('Documents Required')).toBe('0');
    expect(await within(table).findByText('v-pending@farm.ng')).toBeInTheDocument();
    expect(within(table).getByText('Ofada Farms')).toBeInTheDocument();
    expect(within(table).getAllByText('Yes')).toHaveLength(2);
    expect(within(table).getAllByText('20 Nov 2026')).toHaveLength(2);
  });

  it('offers Approve, Reject and Request documents only for a pending request', async () => {
    backend();
    render();
    const pending = await openReview('Review Benue Yams Ltd');
    for (const name of ['Approve', 'Reject', 'Request documents'])
      expect(within(pending).getByRole('button', { name })).toBeInTheDocument();
    expect(within(pending).getByText('cac-certificate.pdf')).toBeInTheDocument();
    expect(within(pending).getByText('12 Old Market Road, Gboko')).toBeInTheDocument();
    expect(within(pending).getByLabelText('Admin notes')).toBeEnabled();
    await userEvent
      .setup({ delay: null })
      .click(within(pending).getAllByRole('button', { name: 'Close' })[0]!);

    // The same dialog shows the next request reviewed.
    const approved = await openReview('View Ofada Farms');
    await within(approved).findByText('Review Ofada Farms');
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Request documents' })).not.toBeInTheDocument();
    expect(within(approved).getByText('No documents submitted')).toBeInTheDocument();
  });

  it('approves with the notes and says Vendor approved successfully', async () => {
    const calls = backend();
    render();
    const dialog = await openReview('Review Benue Yams Ltd');
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText('Admin notes'), 'CAC checked.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Vendor approved successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/admin/vendor-verifications/v-pending/decision',
      body: { status: 'approved', adminNotes: 'CAC checked.' },
    });
  });

  it('rejects and says Vendor rejected successfully', async () => {
    const calls = backend();
    render();
    const dialog = await openReview('Review Benue Yams Ltd');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Vendor rejected successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'rejected',
      adminNotes: null,
    });
  });

  it('says Failed to process verification when the decision fails', async () => {
    backend(({ path }) =>
      path.endsWith('/decision')
        ? {
            status: 409,
            body: { statusCode: 409, message: 'This verification request has already been processed' },
          }
        : undefined!,
    );
    render();
    const dialog = await openReview('Review Benue Yams Ltd');
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Request documents' }));
    expect(await screen.findByText('Failed to process verification')).toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    const calls = backend();
    const { router } = render('/admin/vendors?status=approved');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Ofada Farms')).toBeInTheDocument();
    expect(within(table).queryByText('v-pending@farm.ng')).not.toBeInTheDocument();
    expect(calls[0]!.query.get('status')).toBe('approved');

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /show Pending requests$/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });

  it('says Failed to load vendor requests and retries', async () => {
    let fail = true;
    backend(() => (fail ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load vendor requests')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ofada Farms')).toBeInTheDocument();
  });
});
