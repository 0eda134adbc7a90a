import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  VENDOR_PRODUCT_LIMITS as LIMITS,
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  productImageVariants,
  type ProductImagesUploadResponse,
  type ProductImageView,
} from '@ihe/contracts';
import { MultipartError, readMultipartFiles } from '@ihe/platform';
import { IMAGE_STORAGE, type ImageStorage } from '../media/image-storage.js';
import { ProductImageEncoder, type EncodedImage } from './product-image-encoder.js';
import { IMAGES_FIELD, imageKeys, shownName, uploadProblem } from './product-image.rules.js';

const WEBP = 'image/webp';

/**
 * A vendor's product-image upload (spec 2 §5, §7): every file is checked (count, size, content) and
 * re-encoded before the first one is stored, so a refused upload stores nothing; a storage failure
 * midway takes back what it stored.
 */
@Injectable()
export class ProductImagesService {
  private readonly logger = new Logger(ProductImagesService.name);
  private lastTimestamp = 0;

  constructor(
    private readonly encoder: ProductImageEncoder,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  async upload(userId: string, body: unknown, contentType?: string): Promise<ProductImagesUploadResponse> {
    const read = await readMultipartFiles(body, contentType, {
      field: IMAGES_FIELD,
      maxFiles: LIMITS.maxImages,
      maxFileBytes: LIMITS.maxImageBytes,
    }).catch((error: unknown) => {
      throw error instanceof MultipartError ? new BadRequestException(error.message) : error;
    });
    const problem = uploadProblem(read);
    if (problem)
      throw new HttpException({ statusCode: problem.status, message: problem.message }, problem.status);
    // Every header first (cheap), then the decoding work.
    for (const file of read.files)
      if (!(await this.encoder.isImage(file.content)))
        throw new BadRequestException(MESSAGES.notAnImage(shownName(file.name)));
    const encoded: EncodedImage[] = [];
    for (const file of read.files)
      encoded.push(
        await this.encoder.encode(file.content).catch(() => {
          throw new BadRequestException(MESSAGES.notAnImage(shownName(file.name)));
        }),
      );
    return this.store(userId, encoded);
  }

  /**
   * A picture the marketplace draws itself (the demo shop's SVGs), stored as `ownerId` uploading it would
   * store it: the same WebP web size, thumbnail and `srcset` variants, under the owner's folder. Shoppers'
   * browsers then get what a real catalogue gives them (a drawn SVG is painted on the page's main thread,
   * its filters and gradients each time it is drawn: issue 14).
   */
  async storeDrawn(ownerId: string, drawing: string): Promise<ProductImageView> {
    const encoded = await this.encoder.encode(Buffer.from(drawing));
    return (await this.store(ownerId, [encoded])).images[0];
  }

  /** Whether `url` is an image this vendor uploaded (a product may show only those). */
  isOwnImage(userId: string, url: string): boolean {
    return this.storage.keyOf(url)?.startsWith(`${userId.toLowerCase()}/`) ?? false;
  }

  private async store(userId: string, images: EncodedImage[]): Promise<ProductImagesUploadResponse> {
    const timestamp = this.nextTimestamp();
    const stored: string[] = [];
    const response: ProductImagesUploadResponse = { imageUrls: [], thumbnailUrls: [], images: [] };
    try {
      for (const [index, image] of images.entries()) {
        const keys = imageKeys(userId, timestamp, index);
        response.imageUrls.push(await this.storage.put(keys.web, image.web, WEBP));
        stored.push(keys.web);
        response.thumbnailUrls.push(await this.storage.put(keys.thumbnail, image.thumbnail, WEBP));
        stored.push(keys.thumbnail);
        for (const [at, variant] of keys.variants.entries()) {
          await this.storage.put(variant.key, image.variants[at].content, WEBP);
          stored.push(variant.key);
        }
        const url = response.imageUrls[index];
        response.images.push({ url, variants: productImageVariants(url) });
      }
      return response;
    } catch (error) {
      this.logger.error(`storing product images failed: ${(error as Error).message}`);
      await Promise.allSettled(stored.map((key) => this.storage.remove(key)));
      throw new ServiceUnavailableException('Could not store the images. Please try again.');
    }
  }

  /** Milliseconds, never the same twice in this process (two uploads in one ms must not share names). */
  private nextTimestamp(): number {
    this.lastTimestamp = Math.max(Date.now(), this.lastTimestamp + 1);
    return this.lastTimestamp;
  }
}
