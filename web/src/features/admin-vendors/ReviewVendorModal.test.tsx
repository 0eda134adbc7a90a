import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFICATION_MESSAGES, type AdminVendorVerificationItem } from '@ihe/contracts';
import { makeUser, renderAt, signedInSession } from '../../test/render.js';
import { ReviewVendorModal } from './ReviewVendorModal.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const DOC_URL = '/api/v1/admin/vendor-verifications/v-1/documents/1730000000000_0.pdf';
const request: AdminVendorVerificationItem = {
  vendorId: 'v-1',
  email: 'v-1@farm.ng',
  fullName: 'Terver Iorfa',
  businessName: 'Benue Yams Ltd',
  businessAddress: '12 Old Market Road, Gboko',
  phone: '+2348031111111',
  isFarmer: true,
  status: 'pending',
  adminNotes: null,
  documentsSubmitted: [
    {
      fileName: '1730000000000_0.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedAt: '2026-11-21T10:00:00.000Z',
      url: DOC_URL,
    },
  ],
  createdAt: '2026-11-20T09:00:00.000Z',
  processedAt: null,
  processedBy: null,
};

/** fetch answering the document route with `answer` (after `gate` resolves); records each request. */
function stubDocumentFetch(answer: () => Response, gate: Promise<void> = Promise.resolve()) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = input instanceof Request ? input : new Request(input, init);
    requests.push(call);
    await gate;
    return answer();
  });
  return requests;
}

describe('ReviewVendorModal documents', () => {
  const session = signedInSession(makeUser({ role: 'admin' }));
  let blobs: Blob[];
  let openTab: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    blobs = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:document-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    openTab = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', openTab);
  });

  afterEach(() => vi.useRealTimers());

  const render = () =>
    renderAt(
      <ReviewVendorModal request={request} onClose={() => {}} onDecide={async () => true} deciding={null} />,
      {
        session,
      },
    );
  const documentButton = async () =>
    within(await screen.findByRole('dialog')).getByRole('button', { name: /1730000000000_0\.pdf/ });

  it('fetches the document with the admin’s token, with a spinner, and opens it in a new tab', async () => {
    let release!: () => void;
    const requests = stubDocumentFetch(
      () => new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      new Promise((resolve) => (release = resolve)),
    );
    render();
    const button = await documentButton();
    await userEvent.setup({ delay: null }).click(button);

    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(openTab).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe(DOC_URL);
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${session.tokens!.accessToken}`);

    release();
    await waitFor(() => expect(openTab).toHaveBeenCalledWith('blob:document-1', '_blank'));
    expect(blobs[0]!.type).toBe('application/pdf');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([...PDF]);
    expect(openTab.mock.results[0]!.value.opener).toBeNull();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('says the server’s message, or a general one, when the document cannot be fetched', async () => {
    stubDocumentFetch(
      () =>
        new Response(JSON.stringify({ statusCode: 404, message: 'Document not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await documentButton());
    expect(await screen.findByText('Document not found')).toBeInTheDocument();

    stubDocumentFetch(() => new Response('upstream broke', { status: 502 }));
    await user.click(await documentButton());
    expect(await screen.findByText(VERIFICATION_MESSAGES.documentOpenFailed)).toBeInTheDocument();
    expect(openTab).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the new tab', async () => {
    stubDocumentFetch(
      () => new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    openTab.mockReturnValue(null);
    render();
    await userEvent.setup({ delay: null }).click(await documentButton());
    expect(await screen.findByText('Allow pop-ups for this site to open documents')).toBeInTheDocument();
  });
});
