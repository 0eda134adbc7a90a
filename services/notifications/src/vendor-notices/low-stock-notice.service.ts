import { Injectable, Logger } from '@nestjs/common';
import type { EventEnvelope, PayloadOf, ProductLowStock } from '@ihe/contracts';
import { SingleNoticeService, type NoticeResult } from '../notices/single-notice.service.js';
import { formatKg } from '../templates/message-formatting.js';
import { NOTICE_TEMPLATES, type LowStockValues } from '../templates/notice-templates.js';
import { renderTemplate } from '../templates/template-renderer.js';
import { VendorContactsReader } from './vendor-contacts.reader.js';

/** The inbox consumer name of the product.low-stock handler. */
export const PRODUCT_LOW_STOCK_CONSUMER = 'notifications.product-low-stock';

/**
 * A vendor's product fell to 10 kg or less: one WhatsApp message per product.low-stock (catalog
 * publishes one per crossing, not per order), once per event (inbox), to the vendor's number from
 * the contacts projection. A vendor never heard of is skipped like a missing number.
 */
@Injectable()
export class LowStockNoticeService {
  private readonly logger = new Logger('LowStockNotice');

  constructor(
    private readonly notices: SingleNoticeService,
    private readonly contacts: VendorContactsReader,
  ) {}

  async handle(event: EventEnvelope<PayloadOf<typeof ProductLowStock>>): Promise<NoticeResult> {
    const product = event.payload;
    const vendor = await this.contacts.read(product.vendorId);
    if (!vendor) this.logger.warn(`Vendor ${product.vendorId} has no known contact: low stock not sent`);
    const values: LowStockValues = {
      vendor_name: vendor?.businessName?.trim() || vendor?.fullName?.trim() || 'Vendor',
      product_name: product.name,
      stock_quantity: formatKg(product.stockQuantity),
    };
    return this.notices.handle(event, PRODUCT_LOW_STOCK_CONSUMER, {
      kind: 'vendor_low_stock',
      recipientType: 'vendor',
      recipientKey: product.vendorId,
      orderId: null,
      phone: vendor?.phoneNumber ?? null,
      template: 'vendor_low_stock',
      values,
      fallbackText: renderTemplate(NOTICE_TEMPLATES.vendor_low_stock.body, values),
    });
  }
}
