import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface VendorContact {
  phoneNumber: string | null;
  businessName: string | null;
  fullName: string | null;
}

const COLUMNS = {
  phoneNumber: 'phone_number',
  businessName: 'business_name',
  fullName: 'full_name',
} as const;

/**
 * Writes `vendor_contacts`. A vendor's events may arrive out of order (retries): a registration fills
 * only what is still empty, an update overwrites what it names, so older data never wins.
 */
@Injectable()
export class VendorContactsWriter {
  async registered(manager: EntityManager, vendorId: string, contact: VendorContact): Promise<void> {
    await manager.query(
      `INSERT INTO vendor_contacts (vendor_id, phone_number, business_name, full_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vendor_id) DO UPDATE SET
         phone_number = COALESCE(vendor_contacts.phone_number, EXCLUDED.phone_number),
         business_name = COALESCE(vendor_contacts.business_name, EXCLUDED.business_name),
         full_name = COALESCE(vendor_contacts.full_name, EXCLUDED.full_name),
         updated_at = now()`,
      [vendorId, contact.phoneNumber, contact.businessName, contact.fullName],
    );
  }

  async updated(manager: EntityManager, vendorId: string, changed: Partial<VendorContact>): Promise<void> {
    const names = (Object.keys(COLUMNS) as Array<keyof VendorContact>).filter(
      (key) => changed[key] !== undefined,
    );
    if (names.length === 0) return;
    const columns = names.map((key) => COLUMNS[key]);
    await manager.query(
      `INSERT INTO vendor_contacts (vendor_id, ${columns.join(', ')})
       VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (vendor_id) DO UPDATE SET
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()`,
      [vendorId, ...names.map((key) => changed[key])],
    );
  }
}
