import { useState } from 'react';
import { VERIFICATION_MESSAGES, type VerificationDocument } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useOpenVerificationDocumentMutation } from './admin-vendors-api.js';

/** The browser refused to open a new tab. */
const POPUP_BLOCKED = 'Allow pop-ups for this site to open documents';
/** Long enough for the new tab to load the file; the URL only holds memory after that. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a vendor's submitted document in a new tab: fetched with the admin's token (the route is not
 * public), shown from an object URL. `opening` holds the URLs being fetched (for their spinners); a
 * failure is a toast, the server's message preferred.
 */
export function useOpenDocument() {
  const [opening, setOpening] = useState<ReadonlySet<string>>(new Set());
  const [fetchDocument] = useOpenVerificationDocumentMutation();
  const mark = (url: string, busy: boolean) =>
    setOpening((current) => {
      const next = new Set(current);
      if (busy) next.add(url);
      else next.delete(url);
      return next;
    });

  const open = async (document: Pick<VerificationDocument, 'url'>) => {
    mark(document.url, true);
    const result = await fetchDocument({ url: document.url });
    mark(document.url, false);
    if ('error' in result) {
      toast.error(describeApiError(result.error).message ?? VERIFICATION_MESSAGES.documentOpenFailed);
      return;
    }
    setTimeout(() => URL.revokeObjectURL(result.data), REVOKE_AFTER_MS);
    const tab = window.open(result.data, '_blank');
    if (tab) tab.opener = null;
    else toast.error(POPUP_BLOCKED);
  };

  return { open, opening };
}
