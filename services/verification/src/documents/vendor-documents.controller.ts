import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  VERIFICATION_LIMITS,
  type AccessTokenClaims,
  type SubmitVerificationDocumentsResponse,
} from '@ihe/contracts';
import { CurrentUser, Roles } from '@ihe/platform';
import { DocumentsService } from './documents.service.js';
import { DOCUMENTS_FIELD } from './document-upload.rules.js';

/** The signed-in vendor uploads the documents an admin asked for (multipart/form-data). */
@ApiTags('vendor verification')
@ApiBearerAuth()
@Roles('vendor')
@Controller('api/v1/vendor/verification')
export class VendorDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('documents')
  @HttpCode(200)
  @ApiOperation({
    summary: `Upload 1–${VERIFICATION_LIMITS.documentsMax} documents (JPEG, PNG, WebP or PDF by content, each ≤ 5 MB); the request is pending again`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [DOCUMENTS_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  async submit(
    @CurrentUser() user: AccessTokenClaims,
    @Req() request: FastifyRequest,
  ): Promise<SubmitVerificationDocumentsResponse> {
    return this.documents.submit(user.sub, request.body, request.headers['content-type']);
  }
}
