import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CHECKOUT_MESSAGES, type InsufficientStockBody, type ReservedLine } from '@ihe/contracts';
import { reservedLine } from './reservation-rows.js';

/** A product row locked for a stock change, with what a reservation line records of it. */
export interface LockedProduct {
  id: string;
  name: string;
  category: string;
  price: string;
  base_price: string;
  stock_quantity: string;
  deleted: boolean;
  vendor_id: string | null;
  vendor_name: string | null;
  vendor_phone: string | null;
}

export interface StockLine {
  productId: string;
  quantity: number;
}

/** A product whose available stock a change moved: before and after (kg). */
export interface StockMove {
  productId: string;
  before: number;
  after: number;
}

const RESERVED_FIELDS = [
  'productId',
  'quantity',
  'name',
  'category',
  'unitPrice',
  'basePrice',
  'vendorId',
  'vendorName',
  'vendorPhone',
] as const;

/** Takes the stock of the lines and records them as the reservation's ($1), in one round trip. */
const RESERVE_SQL = `
  WITH l AS (
    SELECT * FROM unnest($2::int[], $3::uuid[], $4::numeric[], $5::text[], $6::text[], $7::numeric[], $8::numeric[],
                         $9::uuid[], $10::text[], $11::text[])
      AS l(position, product_id, quantity, name, category, unit_price, base_price, vendor_id, vendor_name, vendor_phone)),
  recorded AS (
    INSERT INTO stock_reservation_lines (reservation_id, position, product_id, quantity, name, category, unit_price,
      base_price, vendor_id, vendor_name, vendor_phone)
    SELECT $1, position, product_id, quantity, name, category, unit_price, base_price, vendor_id, vendor_name,
           vendor_phone FROM l)
  UPDATE products p SET stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
    FROM l WHERE p.id = l.product_id
  RETURNING p.id, p.stock_quantity`;

const conflict = (productId: string, available: number, message: string) =>
  new ConflictException({ message, productId, available } satisfies Omit<
    InsufficientStockBody,
    'statusCode'
  >);

/**
 * The only code that moves available stock (products.stock_quantity) for reservations. Every change
 * first locks its products in one fixed order (by id), so two checkouts sharing products queue up
 * instead of deadlocking, and the checks below see the stock no one else can change until commit.
 * The CHECK (stock_quantity >= 0) of the table is the last guard: stock never goes negative.
 */
@Injectable()
export class StockLedger {
  /** Locks the products (id order) and returns them by id; unknown ids are missing from the map. */
  async lock(manager: EntityManager, productIds: string[]): Promise<Map<string, LockedProduct>> {
    const rows: LockedProduct[] = await manager.query(
      `SELECT p.id, p.name, p.category, p.price, p.base_price, p.stock_quantity, p.deleted_at IS NOT NULL AS deleted,
              p.vendor_id, COALESCE(v.business_name, v.full_name) AS vendor_name, v.phone_number AS vendor_phone
         FROM products p LEFT JOIN vendors v ON v.id = p.vendor_id
        WHERE p.id = ANY($1::uuid[])
        ORDER BY p.id
        FOR UPDATE OF p`,
      [productIds],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Reserves every line's quantity or nothing: the first line (in the caller's order) that cannot be
   * served throws a 409 naming the product and the kg left, and the caller's transaction rolls back.
   * The stock is taken and the lines recorded under `reservationId`, priced now, in one statement.
   */
  async reserve(
    manager: EntityManager,
    reservationId: string,
    lines: StockLine[],
  ): Promise<{ reserved: ReservedLine[]; moves: StockMove[] }> {
    const products = await this.lock(
      manager,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) throw conflict(line.productId, 0, CHECKOUT_MESSAGES.unknownProduct);
      if (product.deleted)
        throw conflict(line.productId, 0, CHECKOUT_MESSAGES.productUnavailable(product.name));
      const available = Number(product.stock_quantity);
      if (available < line.quantity)
        throw conflict(line.productId, available, CHECKOUT_MESSAGES.notEnoughStock(product.name, available));
    }
    const reserved = lines.map((line) => reservedLine(line, products.get(line.productId)!));
    const columns = RESERVED_FIELDS.map((field) => reserved.map((line) => line[field]));
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [Array<{ id: string; stock_quantity: string }>, number] = await manager.query(RESERVE_SQL, [
      reservationId,
      reserved.map((_, position) => position),
      ...columns,
    ]);
    return { reserved, moves: toMoves(rows, products) };
  }

  /**
   * Takes back what it can of `lines` (a late confirmation of a released reservation); returns the
   * lines it could not serve, which the caller reports.
   */
  async takeWhatIsLeft(
    manager: EntityManager,
    lines: StockLine[],
  ): Promise<{ moves: StockMove[]; short: StockLine[] }> {
    const products = await this.lock(
      manager,
      lines.map((line) => line.productId),
    );
    const served = lines.filter(
      (line) => Number(products.get(line.productId)?.stock_quantity ?? 0) >= line.quantity,
    );
    const short = lines.filter((line) => !served.includes(line));
    return { moves: await this.apply(manager, served, -1, products), short };
  }

  /** Gives the lines' quantities back (a released reservation). */
  async giveBack(manager: EntityManager, lines: StockLine[]): Promise<StockMove[]> {
    const products = await this.lock(
      manager,
      lines.map((line) => line.productId),
    );
    return this.apply(manager, lines, 1, products);
  }

  private async apply(
    manager: EntityManager,
    lines: StockLine[],
    sign: 1 | -1,
    locked: Map<string, LockedProduct>,
  ): Promise<StockMove[]> {
    if (lines.length === 0) return [];
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [Array<{ id: string; stock_quantity: string }>, number] = await manager.query(
      `UPDATE products p SET stock_quantity = p.stock_quantity + $3::int * l.quantity, updated_at = now()
         FROM unnest($1::uuid[], $2::numeric[]) AS l(product_id, quantity)
        WHERE p.id = l.product_id
        RETURNING p.id, p.stock_quantity`,
      [lines.map((line) => line.productId), lines.map((line) => line.quantity), sign],
    );
    return toMoves(rows, locked);
  }
}

function toMoves(
  rows: Array<{ id: string; stock_quantity: string }>,
  locked: Map<string, LockedProduct>,
): StockMove[] {
  return rows.map((row) => ({
    productId: row.id,
    before: Number(locked.get(row.id)?.stock_quantity ?? 0),
    after: Number(row.stock_quantity),
  }));
}
