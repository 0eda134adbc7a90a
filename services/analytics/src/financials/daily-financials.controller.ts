import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DailyFinancials } from '@ihe/contracts';
import { ApiAnswer, ApiFileAnswer, Roles, sendCsvAttachment } from '@ihe/platform';
import { DailyFinancialsReader } from './daily-financials.reader.js';
import { dateRangeOf, DailyQueryDto } from './daily-query.dto.js';
import { financialCsv, financialCsvFileName } from './financial-csv.rules.js';

/** Financial analytics (spec 2 §2 admin, §3 daily financials, §9 CSV columns). Admins only. */
@ApiTags('admin analytics')
@ApiBearerAuth()
@Roles('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@ApiBadRequestResponse({ description: 'A bad date, from after to, or more than 366 days' })
@Controller('api/v1/admin/analytics')
export class DailyFinancialsController {
  constructor(private readonly reader: DailyFinancialsReader) {}

  @Get('daily')
  @ApiOperation({
    summary:
      'Daily revenue, orders, company profit, vendor earnings, average order value; every day, oldest first',
  })
  @ApiAnswer('DailyFinancialsList')
  daily(@Query() query: DailyQueryDto): Promise<DailyFinancials[]> {
    return this.reader.days(dateRangeOf(query));
  }

  @Get('daily/export')
  @ApiOperation({
    summary: 'The same days as CSV: Date, Revenue, Orders, Company Profit, Vendor Earnings, Avg Order Value',
  })
  @ApiFileAnswer(['text/csv'], 'The period as CSV')
  async export(@Query() query: DailyQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const period = dateRangeOf(query);
    const csv = financialCsv(await this.reader.days(period));
    await sendCsvAttachment(reply, financialCsvFileName(period.from, period.to), csv);
  }
}
