import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_LIMITS,
  type AccessTokenClaims,
  type SubmitVerificationDocumentsResponse,
} from '@ihe/contracts';
import { ApiAnswer, ApiErrors, ApiFileAnswer, CurrentUser, Roles } from '@ihe/platform';
import { DocumentFilesService } from './document-files.service.js';
import { sendDocument } from './document-reply.js';
import { DocumentsService } from './documents.service.js';
import { DOCUMENTS_FIELD } from './document-upload.rules.js';

/** The signed-in vendor uploads the documents an admin asked for (multipart/form-data), and opens its own. */
@ApiTags('vendor verification')
@ApiBearerAuth()
@Roles('vendor')
@Controller('api/v1/vendor/verification')
export class VendorDocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly files: DocumentFilesService,
  ) {}

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
  @ApiAnswer('SubmitVerificationDocumentsResponse')
  async submit(
    @CurrentUser() user: AccessTokenClaims,
    @Req() request: FastifyRequest,
  ): Promise<SubmitVerificationDocumentsResponse> {
    return this.documents.submit(user.sub, request.body, request.headers['content-type']);
  }

  @Get('documents/:fileName')
  @ApiOperation({
    summary: 'One of its own submitted documents (a file name its request lists, else 404), inline',
  })
  @ApiFileAnswer([...VERIFICATION_DOCUMENT_TYPES], 'The document file')
  @ApiErrors({ 404: 'Document not found' })
  async document(
    @CurrentUser() user: AccessTokenClaims,
    @Param('fileName') fileName: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendDocument(reply, await this.files.open(user.sub, fileName));
  }
}
