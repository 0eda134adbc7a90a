import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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

/** What a checkout starts from, in one query: the consumer's cart lines and their contact details. */
@Injectable()
export class CheckoutCartReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(user: AccessTokenClaims): Promise<CheckoutCart> {
    const [row]: Array<CustomerRow & { lines: Array<{ productId: string; quantity: string }> }> =
      await this.dataSource.query(
        `SELECT c.full_name, c.email, c.phone_number,
                (SELECT coalesce(json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity)
                                          ORDER BY i.added_at DESC, i.product_id), '[]')
                   FROM cart_items i WHERE i.consumer_id = $1) AS lines
           FROM (SELECT 1) AS one LEFT JOIN customers c ON c.id = $1`,
        [user.sub],
      );
    return {
      lines: row.lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity) })),
      customer: customerContact(user, row),
    };
  }
}
