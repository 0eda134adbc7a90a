import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import type { AccessTokenClaims } from '@ihe/contracts';
import {
  customerContact,
  type CustomerContact,
  type CustomerRow,
} from '../customer-projection/customer-contact.js';

export interface CheckoutCart {
  /** Product and kg, newest line first (the cart's own order). */
  lines: Array<{ productId: string; quantity: number }>;
  customer: CustomerContact;
}

type CartRow = CustomerRow & { lines: Array<{ productId: string; quantity: string }>; claimed?: string };

const CART_AND_CUSTOMER = `
  SELECT c.full_name, c.email, c.phone_number,
         (SELECT coalesce(json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity)
                                   ORDER BY i.added_at DESC, i.product_id), '[]')
            FROM cart_items i WHERE i.consumer_id = $1) AS lines`;

/** What a checkout starts from, in one query: the consumer's cart lines and their contact details. */
@Injectable()
export class CheckoutCartReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(user: AccessTokenClaims): Promise<CheckoutCart> {
    const [row]: CartRow[] = await this.dataSource.query(
      `${CART_AND_CUSTOMER} FROM (SELECT 1) AS one LEFT JOIN customers c ON c.id = $1`,
      [user.sub],
    );
    return toCheckoutCart(user, row);
  }

  /**
   * The same, in the round trip of a first claim of the Idempotency-Key (`claimSql`, CheckoutAttempts,
   * numbered from $1 with the consumer id): `claimed` says whether this request now owns the checkout.
   */
  async readClaiming(
    user: AccessTokenClaims,
    claimSql: string,
    claimParams: unknown[],
  ): Promise<CheckoutCart & { claimed: boolean }> {
    const {
      rows: [row],
    } = await queryPrepared<CartRow>(
      this.dataSource,
      `WITH claim AS (${claimSql})
       ${CART_AND_CUSTOMER}, (SELECT attempt_id FROM claim) AS claimed
         FROM (SELECT 1) AS one LEFT JOIN customers c ON c.id = $1`,
      [user.sub, ...claimParams],
    );
    return { ...toCheckoutCart(user, row), claimed: !!row.claimed };
  }
}

function toCheckoutCart(user: AccessTokenClaims, row: CartRow): CheckoutCart {
  return {
    lines: row.lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity) })),
    customer: customerContact(user, row),
  };
}
