import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SalesOverview, SalesVendorOption } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';

/**
 * The sales-manager dashboard's reads. The overview's figures are kept totals (product_totals, kept by
 * triggers in every product write's transaction): a request sums 16 small rows, whatever the catalogue's size.
 */
@Injectable()
export class SalesReader {
  constructor(private readonly dataSource: DataSource) {}

  /** spec 2 §7: counts (stock 0 = pending, above 0 = approved) and Σ price × stock of live products. */
  async overview(): Promise<SalesOverview> {
    const { rows } = await queryPrepared<{
      total: string;
      pending: string;
      approved: string;
      revenue: string;
    }>(
      this.dataSource,
      `SELECT COALESCE(sum(live_products), 0) AS total, COALESCE(sum(out_of_stock), 0) AS pending,
              COALESCE(sum(in_stock), 0) AS approved, COALESCE(sum(stock_value), 0) AS revenue
         FROM product_totals`,
      [],
    );
    const [row] = rows;
    return {
      totalProducts: Number(row.total),
      pendingProducts: Number(row.pending),
      approvedProducts: Number(row.approved),
      platformRevenue: Number(row.revenue),
    };
  }

  /** Approved vendors for the form's select (spec 2 §7), by business name. */
  async approvedVendors(): Promise<SalesVendorOption[]> {
    const rows: Array<{ id: string; full_name: string | null; business_name: string | null }> =
      await this.dataSource.query(
        `SELECT id, full_name, business_name FROM vendors
          WHERE role = 'vendor' AND is_approved = true
          ORDER BY lower(COALESCE(business_name, full_name, '')), id`,
      );
    return rows.map((row) => ({ id: row.id, fullName: row.full_name, businessName: row.business_name }));
  }

  async isApprovedVendor(vendorId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM vendors WHERE id = $1 AND role = 'vendor' AND is_approved = true`,
      [vendorId],
    );
    return rows.length === 1;
  }
}
