import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { SignupRequest, SignupRole } from '@ihe/contracts';

/**
 * Shape check only (types, unknown fields); the spec's rules and messages are applied by
 * `validateSignup` from contracts, the same rules the sign-up form uses.
 */
export class SignupDto implements SignupRequest {
  @ApiProperty() @IsOptional() @IsString({ message: 'Email must be text' }) email: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Password must be text' }) password: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'First name must be text' }) firstName: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Last name must be text' }) lastName: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Phone number must be text' }) phone: string;
  @ApiPropertyOptional({ enum: ['consumer', 'vendor', 'sales_manager'] })
  @IsOptional()
  @IsString({ message: 'Invalid role specified' })
  role?: SignupRole;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Delivery address must be text' })
  deliveryAddress?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Business name must be text' })
  businessName?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Business address must be text' })
  businessAddress?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Company ID must be text' }) companyId?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isFarmer must be true or false' })
  isFarmer?: boolean;
  @ApiProperty()
  @IsOptional()
  @IsBoolean({ message: 'You must accept the terms and conditions' })
  acceptTerms: boolean;
}
