import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The products of a vendor still in the catalogue (not soft-deleted). */
@Injectable()
export class DeletedVendorProductsReader {
  constructor(private readonly dataSource: DataSource) {}

  async liveProductIds(vendorId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM products WHERE vendor_id = $1 AND deleted_at IS NULL ORDER BY id`,
      [vendorId],
    );
    return rows.map((row) => row.id);
  }
}
