import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  USER_ACTIONS,
  type UserAction,
  type UserActionRequest,
} from '@ihe/contracts';

/** POST /api/v1/admin/users/:id/actions body (spec 2 §7 admin_manage_user). */
export class UserActionDto implements UserActionRequest {
  @ApiProperty({ enum: USER_ACTIONS })
  @IsIn(USER_ACTIONS, { message: ADMIN_MESSAGES.actionInvalid })
  action: UserAction;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ADMIN_LIMITS.notesMax })
  @MaxLength(ADMIN_LIMITS.notesMax, { message: ADMIN_MESSAGES.notesTooLong })
  @IsString({ message: ADMIN_MESSAGES.notesText })
  @IsOptional()
  notes?: string;
}
