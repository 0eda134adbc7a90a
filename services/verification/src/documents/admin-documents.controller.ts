import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { VERIFICATION_DOCUMENT_TYPES } from '@ihe/contracts';
import { ApiErrors, ApiFileAnswer, Roles } from '@ihe/platform';
import { DocumentFilesService } from './document-files.service.js';
import { sendDocument } from './document-reply.js';

/** An admin opens the documents a vendor submitted (spec 2 §2 admin vendor verification: the review). */
@ApiTags('admin vendor verification')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/vendor-verifications')
export class AdminDocumentsController {
  constructor(private readonly files: DocumentFilesService) {}

  @Get(':vendorId/documents/:fileName')
  @ApiOperation({
    summary: "One of the vendor's submitted documents (a file name its request lists, else 404), inline",
  })
  @ApiFileAnswer([...VERIFICATION_DOCUMENT_TYPES], 'The document file')
  @ApiErrors({ 404: 'Document not found' })
  async document(
    @Param('vendorId') vendorId: string,
    @Param('fileName') fileName: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendDocument(reply, await this.files.open(vendorId, fileName));
  }
}
