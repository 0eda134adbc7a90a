import { BadRequestException, Injectable } from '@nestjs/common';
import { SALES_MESSAGES, type SalesProductView } from '@ihe/contracts';
import { ProductsWriter } from '../products/products.writer.js';
import { wholeNairaPrice } from '../pricing/customer-price.rules.js';
import { SalesReader } from './sales.reader.js';
import type { NewSalesProductDto } from './sales-product.dto.js';

/**
 * A sales manager adds a product (spec 2 §5 sales-manager form, §7 insert): the customer price is given
 * directly (whole naira) and the vendor's base price is backed out of it with the profit setting in force
 * (pricing/customer-price.rules.ts). The product records its creator, and its audit entry is written in
 * the same transaction by ProductsWriter.
 */
@Injectable()
export class SalesProductsService {
  constructor(
    private readonly reader: SalesReader,
    private readonly writer: ProductsWriter,
  ) {}

  async add(
    salesManagerId: string,
    input: NewSalesProductDto,
    correlationId?: string,
  ): Promise<SalesProductView> {
    const vendorId = input.vendorId ?? null;
    // The vendor is optional, but when given it must be an approved one (spec 2 §7 select).
    if (vendorId !== null && !(await this.reader.isApprovedVendor(vendorId)))
      throw new BadRequestException(SALES_MESSAGES.unknownVendor);
    return this.writer.create(
      {
        name: input.name,
        description: input.description,
        category: input.category,
        price: wholeNairaPrice(input.price),
        stockQuantity: input.stockQuantity,
        vendorId,
        farmOrigin: input.farmOrigin,
        isOrganic: input.isOrganic ?? false,
        createdBySalesManagerId: salesManagerId,
      },
      correlationId,
      { actor: { id: salesManagerId, role: 'sales_manager' } },
    );
  }
}
