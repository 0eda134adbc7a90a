import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  VERIFICATION_DECISIONS,
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  type VerificationDecision,
  type VerificationDecisionRequest,
} from '@ihe/contracts';

// Decorators run bottom-up; stopAtFirstError reports the first broken one (the type check first).

export class VerificationDecisionDto implements VerificationDecisionRequest {
  @ApiProperty({ enum: VERIFICATION_DECISIONS })
  @IsIn(VERIFICATION_DECISIONS, { message: VERIFICATION_MESSAGES.decisionStatus })
  status: VerificationDecision;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: VERIFICATION_LIMITS.adminNotesMax })
  @MaxLength(VERIFICATION_LIMITS.adminNotesMax, { message: VERIFICATION_MESSAGES.adminNotesTooLong })
  @IsString({ message: VERIFICATION_MESSAGES.adminNotesText })
  @IsOptional()
  adminNotes?: string | null;
}
