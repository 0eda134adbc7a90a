import {
  adminVerificationDocumentPath,
  type AdminVendorVerificationItem,
  type VendorVerificationView,
  type VerificationDocument,
  type VerificationStatus,
} from '@ihe/contracts';

/** A document as recorded in documents_submitted: its URL depends on who reads it, so it is not stored. */
export type StoredDocument = Omit<VerificationDocument, 'url'>;

/** A request joined with its vendor's directory row, as the readers select it. */
export interface VerificationRow {
  vendor_id: string;
  email: string | null;
  full_name: string | null;
  business_name: string | null;
  business_address: string | null;
  phone_number: string | null;
  is_farmer: boolean | null;
  status: VerificationStatus;
  admin_notes: string | null;
  documents_submitted: StoredDocument[];
  created_at: Date;
  processed_at: Date | null;
  processed_by: string | null;
}

/** The columns of a VerificationRow (`r` the request, `v` the vendor directory, left-joined). */
export const VERIFICATION_ROW_COLUMNS = `r.vendor_id, v.email, v.full_name, v.business_name, v.business_address,
  v.phone_number, v.is_farmer, r.status, r.admin_notes, r.documents_submitted, r.created_at, r.processed_at,
  r.processed_by`;

export const toAdminItem = (row: VerificationRow): AdminVendorVerificationItem => ({
  vendorId: row.vendor_id,
  email: row.email,
  fullName: row.full_name,
  businessName: row.business_name,
  businessAddress: row.business_address,
  phone: row.phone_number,
  isFarmer: row.is_farmer,
  status: row.status,
  adminNotes: row.admin_notes,
  documentsSubmitted: row.documents_submitted.map((doc) => ({
    ...doc,
    url: adminVerificationDocumentPath(row.vendor_id, doc.fileName),
  })),
  createdAt: row.created_at.toISOString(),
  processedAt: row.processed_at?.toISOString() ?? null,
  processedBy: row.processed_by,
});

export const toVendorView = (
  row: Pick<VerificationRow, 'status' | 'admin_notes' | 'created_at' | 'processed_at'>,
): VendorVerificationView => ({
  status: row.status,
  adminNotes: row.admin_notes,
  createdAt: row.created_at.toISOString(),
  processedAt: row.processed_at?.toISOString() ?? null,
});
