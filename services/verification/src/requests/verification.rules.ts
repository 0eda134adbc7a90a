import type { VerificationStatus } from '@ihe/contracts';

/** Spec 2 §4: only a pending request offers a decision (approve, reject or ask for documents). */
export const canDecide = (status: VerificationStatus): boolean => status === 'pending';

/** A vendor asked for documents may send them; the request is then pending again. */
export const canSubmitDocuments = (status: VerificationStatus): boolean => status === 'requires_documents';

/** Admin notes as stored: trimmed, blank is none. */
export const normalizeNotes = (notes: string | null | undefined): string | null => notes?.trim() || null;

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
