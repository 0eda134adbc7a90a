import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CATALOG_MESSAGES,
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  type VendorProductListResponse,
  type VendorProductView,
} from '@ihe/contracts';
import { ProductsWriter, type StockChangeReason } from '../products/products.writer.js';
import { checkedProductId } from '../products/product-input.js';
import { ProductImagesService } from '../product-images/product-images.service.js';
import { VendorProductsReader } from './vendor-products.reader.js';
import type { NewVendorProductDto, VendorProductChangesDto } from './vendor-product.dto.js';

/**
 * The vendor's own products (spec 2 §2 Vendor, §4, §5): a vendor sees and changes only its own (another
 * vendor's id answers 404, as a missing one does), and adds products only once approved. Every write
 * goes through ProductsWriter (one transaction with its events).
 */
@Injectable()
export class VendorProductsService {
  constructor(
    private readonly reader: VendorProductsReader,
    private readonly writer: ProductsWriter,
    private readonly images: ProductImagesService,
  ) {}

  list(vendorId: string, search?: string): Promise<VendorProductListResponse> {
    return this.reader.list(vendorId, search);
  }

  async add(
    vendorId: string,
    input: NewVendorProductDto,
    correlationId?: string,
  ): Promise<VendorProductView> {
    // Approval comes from identity's events (catalog's vendors projection), checked on every add.
    if (!(await this.reader.isApproved(vendorId))) throw new ForbiddenException(MESSAGES.mustBeVerified);
    const imageUrls = this.ownImages(vendorId, input.imageUrls ?? []);
    const created = await this.writer.create(
      {
        name: input.name,
        description: input.description,
        category: input.category,
        basePrice: input.basePrice,
        stockQuantity: input.stockQuantity,
        minimumOrderQuantity: input.minimumOrderQuantity,
        imageUrls,
        vendorId,
        farmOrigin: input.farmOrigin ?? null,
        isOrganic: input.isOrganic ?? false,
      },
      correlationId,
    );
    return { ...created, ordersCount: 0, revenue: 0 };
  }

  async change(
    vendorId: string,
    productId: string,
    input: VendorProductChangesDto,
    correlationId?: string,
  ): Promise<VendorProductView> {
    const id = this.ownId(productId);
    const { stockQuantity, ...changes } = input;
    const stock =
      stockQuantity === undefined ? undefined : { quantity: stockQuantity, reason: stockReason(input) };
    await this.writer.update(id, changes, correlationId, { vendorId, stock });
    return this.viewOf(vendorId, id);
  }

  async remove(vendorId: string, productId: string, correlationId?: string): Promise<void> {
    await this.writer.remove(this.ownId(productId), correlationId, { vendorId });
  }

  private async viewOf(vendorId: string, id: string): Promise<VendorProductView> {
    const view = await this.reader.one(vendorId, id);
    if (!view) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
    return view;
  }

  /** A malformed id is a 404 here too: the vendor asked for a product of its own that does not exist. */
  private ownId(productId: string): string {
    try {
      return checkedProductId(productId);
    } catch {
      throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
    }
  }

  /** A product shows only images this vendor uploaded (not someone else's, nor any other URL). */
  private ownImages(vendorId: string, urls: string[]): string[] {
    if (urls.some((url) => !this.images.isOwnImage(vendorId, url)))
      throw new BadRequestException(MESSAGES.unknownImage);
    return urls;
  }
}

/** spec 2 §4: Deactivate sets stock to 0, Activate to 1; any other stock edit is the vendor's update. */
function stockReason(input: VendorProductChangesDto): StockChangeReason {
  const onlyStock = Object.keys(input).length === 1;
  if (onlyStock && input.stockQuantity === 0) return 'deactivated';
  if (onlyStock && input.stockQuantity === 1) return 'activated';
  return 'vendor-update';
}
