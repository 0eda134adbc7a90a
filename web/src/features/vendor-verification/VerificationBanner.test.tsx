import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderAt, signedInSession, stubFetch } from '../../test/render.js';
import { VERIFICATION_MESSAGES } from '@ihe/contracts';
import { makeFile, makeVerification } from './test-verification.js';
import { VerificationBanner } from './VerificationBanner.js';

const vendorSession = signedInSession(makeUser({ role: 'vendor', businessName: 'Benue Yams' }));

describe('VerificationBanner (spec 2 §8)', () => {
  it('says Verification Pending while under review', () => {
    renderAt(<VerificationBanner verification={makeVerification({ status: 'pending' })} />);
    expect(screen.getByText('Verification Pending')).toBeInTheDocument();
    expect(
      screen.getByText("Your vendor account is under review. You'll be notified once approved."),
    ).toBeInTheDocument();
  });

  it('says Verification Rejected with the admin notes, or asks to contact support without them', () => {
    const { unmount } = renderAt(
      <VerificationBanner
        verification={makeVerification({ status: 'rejected', adminNotes: 'Blurry ID.' })}
      />,
    );
    expect(screen.getByText('Verification Rejected')).toBeInTheDocument();
    expect(screen.getByText('Your verification was rejected. Blurry ID.')).toBeInTheDocument();
    unmount();
    renderAt(<VerificationBanner verification={makeVerification({ status: 'rejected' })} />);
    expect(screen.getByText('Your verification was rejected. Please contact support.')).toBeInTheDocument();
  });

  it('asks for documents with an upload control', async () => {
    renderAt(<VerificationBanner verification={makeVerification({ status: 'requires_documents' })} />, {
      session: vendorSession,
    });
    expect(screen.getByText('Additional Documents Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please submit additional documents to complete verification.'),
    ).toBeInTheDocument();
    // The upload control's code loads when the banner first asks for documents.
    expect(await screen.findByRole('button', { name: /Choose documents/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeDisabled();
  });

  it('shows nothing when approved or when there is no request', () => {
    const { container, unmount } = renderAt(
      <VerificationBanner verification={makeVerification({ status: 'approved' })} />,
    );
    expect(container.querySelector('.ant-alert')).toBeNull();
    unmount();
    const again = renderAt(<VerificationBanner verification={null} />);
    expect(again.container.querySelector('.ant-alert')).toBeNull();
  });
});

describe('DocumentsUpload', () => {
  it('refuses a file over 5 MB, then sends the chosen ones as `documents`', async () => {
    const calls = stubFetch(({ path }) =>
      path === '/vendor/verification/documents'
        ? {
            status: 200,
            body: {
              verification: makeVerification({ status: 'pending' }),
              documents: [],
              message: 'Documents submitted. Your verification request is pending review again.',
            },
          }
        : { status: 404 },
    );
    const { container } = renderAt(
      <VerificationBanner verification={makeVerification({ status: 'requires_documents' })} />,
      { session: vendorSession },
    );
    await screen.findByRole('button', { name: /Choose documents/ });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    // rc-upload replaces its input after each choice.
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input(), makeFile('huge.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(await screen.findByText('huge.pdf is larger than 5 MB')).toBeInTheDocument();

    // A text file renamed .pdf is refused as it is chosen, by its content.
    await user.upload(input(), new File(['not a document'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.documentType('notes.pdf'))).toBeInTheDocument();

    await user.upload(input(), [makeFile('cac.pdf', 'application/pdf'), makeFile('id.jpg', 'image/jpeg')]);
    expect(await screen.findByText('cac.pdf')).toBeInTheDocument();
    expect(screen.queryByText('notes.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));

    expect(
      await screen.findByText('Documents submitted. Your verification request is pending review again.'),
    ).toBeInTheDocument();
    const upload = calls.find((call) => call.path === '/vendor/verification/documents')!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).getAll('documents')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('cac.pdf')).not.toBeInTheDocument());
  });

  it('allows at most 5 documents', async () => {
    stubFetch(() => ({ status: 404 }));
    const { container } = renderAt(
      <VerificationBanner verification={makeVerification({ status: 'requires_documents' })} />,
      { session: vendorSession },
    );
    await screen.findByRole('button', { name: /Choose documents/ });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const files = Array.from({ length: 6 }, (_, i) => makeFile(`doc-${i}.pdf`, 'application/pdf'));
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, files);
    expect(await screen.findByText('You can upload at most 5 documents')).toBeInTheDocument();
    expect(screen.getByText('doc-4.pdf')).toBeInTheDocument();
    expect(screen.queryByText('doc-5.pdf')).not.toBeInTheDocument();
  });
});
