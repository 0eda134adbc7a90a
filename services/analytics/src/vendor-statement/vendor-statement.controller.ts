import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import {
  VENDOR_STATEMENT_CSV_COLUMNS,
  vendorStatementCsvFileName,
  type AccessTokenClaims,
  type VendorStatement,
} from '@ihe/contracts';
import { ApiAnswer, ApiFileAnswer, CurrentUser, Roles, sendCsvAttachment } from '@ihe/platform';
import { dateRangeOf, DailyQueryDto } from '../financials/daily-query.dto.js';
import { VendorStatementReader } from './vendor-statement.reader.js';
import { buildStatement, statementCsvRecord } from './vendor-statement.rules.js';

/**
 * The signed-in vendor's earnings statement (issue 15) from the ledger: the vendor is always the token's
 * subject, so a vendor only ever reads its own lines. The period rules are the admin daily financials'.
 */
@ApiTags('vendor')
@ApiBearerAuth()
@Roles('vendor')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not a vendor' })
@ApiBadRequestResponse({ description: 'A bad date, from after to, or more than 366 days' })
@Controller('api/v1/vendor/statement')
export class VendorStatementController {
  constructor(private readonly reader: VendorStatementReader) {}

  @Get()
  @ApiOperation({
    summary:
      'Own earnings per order and per Lagos day, net of declined or cancelled parts (default: the last 30 days)',
  })
  @ApiAnswer('VendorStatement')
  async statement(
    @CurrentUser() user: AccessTokenClaims,
    @Query() query: DailyQueryDto,
  ): Promise<VendorStatement> {
    const period = dateRangeOf(query);
    return buildStatement(period, await this.reader.entries(user.sub, period, 'newest'));
  }

  @Get('export')
  @ApiOperation({
    summary: `The same period as CSV, one row per ledger entry: ${VENDOR_STATEMENT_CSV_COLUMNS.join(', ')}`,
  })
  @ApiFileAnswer(['text/csv'], 'The statement as CSV')
  async export(
    @CurrentUser() user: AccessTokenClaims,
    @Query() query: DailyQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const period = dateRangeOf(query);
    const entries = await this.reader.entries(user.sub, period, 'oldest');
    // CRLF line ends (RFC 4180), as the financial CSV.
    const csv = stringify(entries.map(statementCsvRecord), {
      header: true,
      columns: [...VENDOR_STATEMENT_CSV_COLUMNS],
      record_delimiter: 'windows',
    });
    await sendCsvAttachment(reply, vendorStatementCsvFileName(period.from, period.to), csv);
  }
}
