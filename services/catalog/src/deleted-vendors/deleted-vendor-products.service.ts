import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UserStatusChanged, type EventEnvelope } from '@ihe/contracts';
import { ProductsWriter } from '../products/products.writer.js';
import { DeletedVendorProductsReader } from './deleted-vendor-products.reader.js';

/**
 * When an admin deletes a vendor (spec 2 §7 admin_manage_user), its products leave the shop: each is
 * soft-deleted through ProductsWriter (the row stays for orders and the audit log; product.deleted tells
 * orders' projection). Suspension hides nothing: the vendor may be activated again. Idempotent without an
 * inbox: a redelivery finds no live product left, and one deleted meanwhile (a 404) is skipped.
 */
@Injectable()
export class DeletedVendorProductsService {
  private readonly logger = new Logger('DeletedVendorProducts');

  constructor(
    private readonly reader: DeletedVendorProductsReader,
    private readonly writer: ProductsWriter,
  ) {}

  async onStatusChanged(event: EventEnvelope): Promise<void> {
    const { payload } = UserStatusChanged.parse(event);
    if (payload.status !== 'deleted' || (payload.role && payload.role !== 'vendor')) return;
    const ids = await this.reader.liveProductIds(payload.userId);
    for (const id of ids) {
      try {
        await this.writer.remove(id, event.correlationId, { vendorId: payload.userId });
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
      }
    }
    if (ids.length > 0) this.logger.log(`Vendor ${payload.userId} deleted: ${ids.length} products hidden`);
  }
}
