import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VendorContact } from './vendor-contacts.writer.js';

@Injectable()
export class VendorContactsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The vendor's contact as last heard from identity, or null when never heard. */
  async read(vendorId: string): Promise<VendorContact | null> {
    const rows: VendorContact[] = await this.dataSource.query(
      `SELECT phone_number AS "phoneNumber", business_name AS "businessName", full_name AS "fullName"
         FROM vendor_contacts WHERE vendor_id = $1`,
      [vendorId],
    );
    return rows[0] ?? null;
  }
}
