import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { DATE_RANGE_MESSAGES } from './date-range.rules.js';

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
