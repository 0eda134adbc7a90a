import type { AdminSalesManagerItem } from '@ihe/contracts';

/** The profile columns of one sales manager, as the reader and the writer select them. */
export const SALES_MANAGER_COLUMNS = `id, full_name, email, phone_number, company_id_code, is_approved,
  approval_reason, created_at`;

export interface SalesManagerRow {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  company_id_code: string | null;
  is_approved: boolean | null;
  approval_reason: string | null;
  created_at: Date;
}

export function toSalesManagerItem(row: SalesManagerRow): AdminSalesManagerItem {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone_number,
    companyIdCode: row.company_id_code,
    isApproved: row.is_approved,
    rejectionReason: row.is_approved === false ? row.approval_reason : null,
    createdAt: row.created_at.toISOString(),
  };
}
