/**
 * Vendor verification (spec 2 §2 admin vendor verification, §3 verification request, §4 states, §8 texts):
 * the shapes of the verification service's public API, shared with the web.
 */

/** A request's status (spec 2 §4). The vendor banner shows for anything but approved. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'requires_documents'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What an admin may decide on a pending request. */
export const VERIFICATION_DECISIONS = ['approved', 'rejected', 'requires_documents'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** Limits of the verification API (documents follow the product-image rules, plus PDF). */
export const VERIFICATION_LIMITS = {
  adminNotesMax: 2000,
  searchMax: 100,
  documentsMax: 5,
  documentBytesMax: 5 * 1024 * 1024,
  /** A whole upload request: five documents at the limit plus the form's own bytes. */
  uploadBodyMax: 5 * 5 * 1024 * 1024 + 1024 * 1024,
  pageSizeDefault: 100,
  pageSizeMax: 500,
} as const;

/** Document types accepted, recognised by content (magic bytes), not by name or declared type. */
export const VERIFICATION_DOCUMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

/** One stored document of a request. */
export interface VerificationDocument {
  fileName: string;
  contentType: VerificationDocumentType;
  size: number;
  uploadedAt: string;
  /**
   * Where the file is served (GET with the bearer token; served inline, never cached): the admin's route
   * in the admin's answers, the vendor's own in the vendor's.
   */
  url: string;
}

/** GET (admin): one document a vendor submitted, by the file name its request lists. */
export const adminVerificationDocumentPath = (vendorId: string, fileName: string) =>
  `/api/v1/admin/vendor-verifications/${encodeURIComponent(vendorId)}/documents/${encodeURIComponent(fileName)}`;

/** GET (vendor): one of its own submitted documents. */
export const vendorVerificationDocumentPath = (fileName: string) =>
  `/api/v1/vendor/verification/documents/${encodeURIComponent(fileName)}`;

/** GET /api/v1/vendor/verification (vendor): its latest request; 404 when it has none (spec: PGRST116, ignored). */
export interface VendorVerificationView {
  status: VerificationStatus;
  adminNotes: string | null;
  createdAt: string;
  processedAt: string | null;
}

/** One row of GET /api/v1/admin/vendor-verifications. */
export interface AdminVendorVerificationItem {
  vendorId: string;
  email: string | null;
  fullName: string | null;
  businessName: string | null;
  businessAddress: string | null;
  phone: string | null;
  isFarmer: boolean | null;
  status: VerificationStatus;
  adminNotes: string | null;
  documentsSubmitted: VerificationDocument[];
  createdAt: string;
  processedAt: string | null;
  processedBy: string | null;
}

/** GET /api/v1/admin/vendor-verifications?status=&search=&page=&pageSize= (newest first). */
export interface AdminVendorVerificationQuery {
  status?: VerificationStatus;
  /** Matches full name, email or business name (case-insensitive substring). */
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface AdminVendorVerificationList {
  items: AdminVendorVerificationItem[];
  /** Requests matching the filters (all pages). */
  total: number;
  /** Every request by status, whatever the filters. */
  counts: Record<VerificationStatus, number>;
}

/** POST /api/v1/admin/vendor-verifications/:vendorId/decision → 200 AdminVendorVerificationItem. */
export interface VerificationDecisionRequest {
  status: VerificationDecision;
  adminNotes?: string | null;
}

/** The upload route (multipart, one or more `documents` file fields). */
export const VERIFICATION_DOCUMENTS_PATH = '/api/v1/vendor/verification/documents';

/** POST /api/v1/vendor/verification/documents (multipart, field `documents`) → 200. */
export interface SubmitVerificationDocumentsResponse {
  verification: VendorVerificationView;
  documents: VerificationDocument[];
  message: string;
}

/** Texts of the verification area: the spec's (spec 2 §8, verbatim) and the API's own. */
export const VERIFICATION_MESSAGES = {
  // spec 2 §8 (web toasts and banner)
  approved: 'Vendor approved successfully',
  rejected: 'Vendor rejected successfully',
  processFailed: 'Failed to process verification',
  loadFailed: 'Failed to load vendor requests',
  bannerPendingTitle: 'Verification Pending',
  bannerPending: "Your vendor account is under review. You'll be notified once approved.",
  bannerRejectedTitle: 'Verification Rejected',
  bannerRejected: (notes: string | null) =>
    `Your verification was rejected. ${notes || 'Please contact support.'}`,
  bannerDocumentsTitle: 'Additional Documents Required',
  bannerDocuments: 'Please submit additional documents to complete verification.',
  // The API's own
  documentsRequested: 'Additional documents requested from the vendor',
  alreadyProcessed: 'This verification request has already been processed',
  notFound: 'No verification request found for this vendor',
  decisionStatus: `status must be one of: ${VERIFICATION_DECISIONS.join(', ')}`,
  statusFilter: `status must be one of: ${VERIFICATION_STATUSES.join(', ')}`,
  adminNotesTooLong: `Admin notes must be at most ${VERIFICATION_LIMITS.adminNotesMax} characters`,
  searchTooLong: `Search must be at most ${VERIFICATION_LIMITS.searchMax} characters`,
  adminNotesText: 'Admin notes must be text',
  invalidPage: 'page must be a whole number of at least 1',
  invalidPageSize: `pageSize must be a whole number from 1 to ${VERIFICATION_LIMITS.pageSizeMax}`,
  documentsNotRequested: 'Documents can only be submitted when additional documents are requested',
  documentsRequired: 'Choose at least one document to upload',
  tooManyDocuments: `You can upload at most ${VERIFICATION_LIMITS.documentsMax} documents`,
  documentTooLarge: (name: string) => `${name} is larger than 5 MB`,
  documentType: (name: string) => `${name} is not a JPEG, PNG, WebP image or a PDF`,
  multipartRequired: 'Send the documents as multipart/form-data',
  documentsSubmitted: 'Documents submitted. Your verification request is pending review again.',
  documentNotFound: 'Document not found',
  documentOpenFailed: 'Could not open the document. Please try again.',
} as const;
