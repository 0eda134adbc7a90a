import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GUARD_MESSAGES, auditCsvFileName, type AuditLogResponse } from '@ihe/contracts';
import { ApiAnswer, ApiFileAnswer, sendCsvAttachment } from '@ihe/platform';
import { AdminMayRead, SalesManagerGuard } from '../staff/sales-manager.guard.js';
import { AuditLogFilterDto, AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogReader } from './audit-log.reader.js';
import { AuditExportService } from './audit-export.service.js';

/**
 * The sales-manager audit log (spec 2 §2, §3, §9): approved sales managers, and admins (read only: they
 * approve the managers and their own product changes are on it).
 */
@ApiTags('sales manager')
@ApiBearerAuth()
@UseGuards(SalesManagerGuard)
@AdminMayRead()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({
  description: `${GUARD_MESSAGES.salesManagerPending} / ${GUARD_MESSAGES.salesManagerOnly}`,
})
@Controller('api/v1/sales/audit-log')
export class AuditLogController {
  constructor(
    private readonly reader: AuditLogReader,
    private readonly exporter: AuditExportService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Audit log entries, newest first, 10 per page, exact total; action filter; search on action, product or user',
  })
  @ApiAnswer('AuditLogResponse')
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogResponse> {
    return this.reader.page(
      { action: query.action, search: query.search || undefined },
      query.page,
      query.pageSize,
    );
  }

  @Get('export')
  @ApiOperation({
    summary: 'The audit log as CSV (Type, Action, User, Details, Timestamp), same filters, streamed',
  })
  @ApiFileAnswer(['text/csv'], 'The audit log as CSV')
  async export(@Query() query: AuditLogFilterDto, @Res() reply: FastifyReply): Promise<void> {
    const csv = await this.exporter.csv({ action: query.action, search: query.search || undefined });
    await sendCsvAttachment(reply, auditCsvFileName(new Date()), csv);
  }
}
