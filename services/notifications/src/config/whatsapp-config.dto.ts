import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { CONFIG_ERRORS } from '../notifications.messages.js';
import { CONFIG_NUMBER_PATTERN } from '../sending/recipient-number.js';

/** Pasted values often carry spaces or a new line at the ends. */
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

const given = (_: object, value: unknown) => value !== undefined;
/** Numbers and the phone id may be cleared with null or "" (a missing number skips its recipient). */
const givenAndNotCleared = (_: object, value: unknown) =>
  value !== undefined && value !== null && value !== '';

/**
 * PUT /api/v1/admin/whatsapp/config: any of the six settings (spec 2 §3) in camelCase; unknown keys are
 * refused by the global validation pipe. Decorators run bottom-up (type check first).
 */
export class UpdateWhatsAppConfigDto {
  @ApiPropertyOptional({ example: 'https://graph.facebook.com/v21.0/' })
  @MaxLength(500, { message: CONFIG_ERRORS.apiUrlFormat })
  @IsString({ message: CONFIG_ERRORS.apiUrlFormat })
  @ValidateIf(given)
  @Trimmed()
  whatsappApiUrl?: string;

  @ApiPropertyOptional({
    type: String,
    example: '109876543210987',
    nullable: true,
    description: 'null or "" clears it',
  })
  @Matches(/^\d{5,30}$/, { message: CONFIG_ERRORS.phoneIdFormat })
  @IsString({ message: CONFIG_ERRORS.phoneIdFormat })
  @ValidateIf(givenAndNotCleared)
  @Trimmed()
  whatsappBusinessPhoneId?: string | null;

  @ApiPropertyOptional({
    description: 'Write-only. Sending back the masked value from GET keeps the stored token.',
  })
  @Matches(/^\S{1,2048}$/, { message: CONFIG_ERRORS.tokenFormat })
  @Matches(/\S/, { message: CONFIG_ERRORS.tokenEmpty })
  @IsString({ message: CONFIG_ERRORS.tokenEmpty })
  @ValidateIf(given)
  @Trimmed()
  whatsappAccessToken?: string;

  @ApiPropertyOptional({
    type: String,
    example: '+2348012345678',
    nullable: true,
    description: 'null or "" clears it',
  })
  @Matches(CONFIG_NUMBER_PATTERN, { message: CONFIG_ERRORS.invalidNumber })
  @IsString({ message: CONFIG_ERRORS.invalidNumber })
  @ValidateIf(givenAndNotCleared)
  @Trimmed()
  companyWhatsappNumber?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '+2348012345678',
    nullable: true,
    description: 'null or "" clears it',
  })
  @Matches(CONFIG_NUMBER_PATTERN, { message: CONFIG_ERRORS.invalidNumber })
  @IsString({ message: CONFIG_ERRORS.invalidNumber })
  @ValidateIf(givenAndNotCleared)
  @Trimmed()
  adminWhatsappNumber?: string | null;

  @ApiPropertyOptional()
  @IsBoolean({ message: CONFIG_ERRORS.enabledFormat })
  @ValidateIf(given)
  whatsappEnabled?: boolean;
}
