import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Shape only; the spec's login checks (required, email format, length) run in LoginService. */
export class LoginDto {
  @ApiProperty() @IsOptional() @IsString({ message: 'Email must be text' }) email: string;
  @ApiProperty() @IsOptional() @IsString({ message: 'Password must be text' }) password: string;
}

export class RefreshDto {
  /** Non-browser clients; the web app's browser sends the refresh cookie instead. */
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString({ message: 'refreshToken must be text' })
  refreshToken?: string;
}

export class LogoutDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @IsString({ message: 'refreshToken must be text' })
  refreshToken?: string;
}
