import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { DATE_RANGE_MESSAGES, resolveDateRange, type DateRange } from './date-range.rules.js';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (Lagos days, both included; checked by resolveDateRange). */
export class DailyQueryDto {
  @ApiPropertyOptional({ example: '2025-01-01', description: 'First day; default: 30 days ending at `to`' })
  @IsString({ message: DATE_RANGE_MESSAGES.badDate })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2025-01-30', description: 'Last day; default: today (Africa/Lagos)' })
  @IsString({ message: DATE_RANGE_MESSAGES.badDate })
  @IsOptional()
  to?: string;
}

/** The query's period, or 400 with the rule it breaks. */
export function dateRangeOf(query: DailyQueryDto): DateRange {
  const result = resolveDateRange(query.from, query.to);
  if ('error' in result) throw new BadRequestException(result.error);
  return result;
}
