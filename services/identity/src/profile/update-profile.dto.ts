import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { UpdateProfileRequest } from '@ihe/contracts';

/** Shape only; the spec 2 §5 rules run through `validateProfileUpdate` from contracts. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'First name must be text' }) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Last name must be text' }) lastName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Invalid email address' }) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Phone number must be text' }) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Address must be text' }) address?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'City must be text' }) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'State must be text' }) state?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Business name must be text' })
  businessName?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Business address must be text' })
  businessAddress?: string;
}
