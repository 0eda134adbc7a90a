import type { VerificationStatus } from '@ihe/contracts';

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  requires_documents: 'Documents Required',
};

/** antd Tag colours; the label is always shown too (colour is never the only signal, docs/web-ui.md). */
export const VERIFICATION_STATUS_COLORS: Record<VerificationStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  requires_documents: 'orange',
};
