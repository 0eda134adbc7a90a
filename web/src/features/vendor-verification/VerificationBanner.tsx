import { lazy, Suspense } from 'react';
import { Alert, Skeleton } from 'antd';
import { VERIFICATION_BANNER, type VendorVerificationView } from '@ihe/contracts';

// Upload (and its progress list) loads only for a vendor asked for documents.
const DocumentsUpload = lazy(() =>
  import('./DocumentsUpload.js').then((m) => ({ default: m.DocumentsUpload })),
);

/** The banner of spec 2 §8: shown for anything but approved (no request at all shows nothing). */
export function VerificationBanner({
  verification,
}: {
  verification: VendorVerificationView | null | undefined;
}) {
  if (!verification || verification.status === 'approved') return null;
  const common = { showIcon: true, style: { marginBottom: 16 } } as const;
  switch (verification.status) {
    case 'pending':
      return (
        <Alert
          {...common}
          type="info"
          // The theme's derived info background is a dull grey-green; a light leaf tint reads as calm.
          style={{ ...common.style, background: '#eef6ee', borderColor: '#b7d8b9' }}
          title={VERIFICATION_BANNER.pending.title}
          description={VERIFICATION_BANNER.pending.text}
        />
      );
    case 'rejected':
      return (
        <Alert
          {...common}
          type="error"
          title={VERIFICATION_BANNER.rejected.title}
          description={VERIFICATION_BANNER.rejected.text(verification.adminNotes)}
        />
      );
    case 'requires_documents':
      return (
        <Alert
          {...common}
          type="warning"
          title={VERIFICATION_BANNER.requires_documents.title}
          description={
            <>
              <p style={{ marginTop: 0 }}>{VERIFICATION_BANNER.requires_documents.text}</p>
              {verification.adminNotes && <p>Note from the reviewer: {verification.adminNotes}</p>}
              <Suspense fallback={<Skeleton.Button active />}>
                <DocumentsUpload />
              </Suspense>
            </>
          }
        />
      );
  }
}
