import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  VENDOR_PRODUCT_LIMITS as LIMITS,
  type AccessTokenClaims,
  type ProductImagesUploadResponse,
} from '@ihe/contracts';
import { ApiAnswer, CurrentUser, Roles } from '@ihe/platform';
import { ProductImagesService } from './product-images.service.js';
import { IMAGES_FIELD } from './product-image.rules.js';

/** POST /api/v1/vendor/product-images: a vendor uploads its product images (multipart). */
@ApiTags('vendor products')
@ApiBearerAuth()
@Roles('vendor')
@Controller('api/v1/vendor/product-images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: `Upload 1–${LIMITS.maxImages} product images (checked by content, each ≤ 5 MB); stored re-encoded as WebP (≤ 1200 px) with a 400 px thumbnail under {userId}/{timestamp}_{index}`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [IMAGES_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiBadRequestResponse({ description: '`{name} is not a valid image file`, `Maximum 5 images allowed`' })
  @ApiPayloadTooLargeResponse({ description: '`{name} is too large. Maximum size is 5MB`' })
  @ApiForbiddenResponse({ description: 'Not a vendor' })
  @ApiAnswer('ProductImagesUploadResponse', 201)
  upload(
    @CurrentUser() user: AccessTokenClaims,
    @Req() request: FastifyRequest,
  ): Promise<ProductImagesUploadResponse> {
    return this.images.upload(user.sub, request.body, request.headers['content-type']);
  }
}
