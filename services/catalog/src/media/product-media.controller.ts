import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CATALOG_MESSAGES } from '@ihe/contracts';
import { ApiErrors, ApiFileAnswer, Public } from '@ihe/platform';
import { ProductImageStore } from './product-image-store.js';
import { IMAGE_CONTENT_TYPES } from './media-file-name.js';

/** Stored images never change under a name (a new upload gets a new name): cache them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run scripts or load anything. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMAGE_TYPES = [...new Set(Object.values(IMAGE_CONTENT_TYPES))];

@ApiTags('media')
@Controller('api/v1/media/products')
export class ProductMediaController {
  constructor(private readonly images: ProductImageStore) {}

  @Public()
  @Get(':file')
  @ApiOperation({ summary: 'A product image file (demo images)' })
  @ApiFileAnswer(IMAGE_TYPES, 'The image')
  @ApiErrors({ 404: CATALOG_MESSAGES.imageNotFound })
  image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    return this.send(file, reply);
  }

  @Public()
  @Get(':owner/:file')
  @ApiOperation({ summary: "A vendor's uploaded product image ({userId}/{timestamp}_{index}.webp)" })
  @ApiFileAnswer(IMAGE_TYPES, 'The image')
  @ApiErrors({ 404: CATALOG_MESSAGES.imageNotFound })
  vendorImage(
    @Param('owner') owner: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The store accepts only `{uuid}/{safe file name}`: an encoded ../ or anything else is a 404.
    return this.send(`${owner}/${file}`, reply);
  }

  private async send(key: string, reply: FastifyReply): Promise<void> {
    const image = await this.images.read(key);
    if (!image) throw new NotFoundException(CATALOG_MESSAGES.imageNotFound);
    await reply
      .status(200)
      .headers({
        'Content-Type': image.contentType,
        'Content-Length': String(image.content.length),
        'Cache-Control': CACHE_CONTROL,
        'Content-Security-Policy': IMAGE_CSP,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(image.content);
  }
}
