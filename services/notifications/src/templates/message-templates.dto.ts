import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { TEMPLATE_ERRORS } from '../notifications.messages.js';
import { ALL_PLACEHOLDERS } from './notice-templates.js';
import {
  DELIVERY_MODES,
  EDITABLE_TEMPLATE_NAMES,
  type DeliveryMode,
  type EditableTemplateName,
} from './template-names.js';

// Decorators run bottom-up: the type check first, so a wrong type never gets a format message.

export class ProviderTemplateDto {
  @ApiProperty({ example: 'order_confirmation' })
  @Matches(/^[a-z0-9_]{1,512}$/, { message: TEMPLATE_ERRORS.providerNameFormat })
  @IsString({ message: TEMPLATE_ERRORS.providerNameFormat })
  name: string;

  @ApiProperty({ example: 'en' })
  @Matches(/^[a-z]{2,3}(_[A-Z]{2})?$/, { message: TEMPLATE_ERRORS.languageFormat })
  @IsString({ message: TEMPLATE_ERRORS.languageFormat })
  language: string;

  @ApiProperty({
    enum: ALL_PLACEHOLDERS,
    isArray: true,
    description: 'Fill the body parameters {{1}}, {{2}}… in order',
  })
  @IsIn(ALL_PLACEHOLDERS, {
    each: true,
    message: ({ value }) => TEMPLATE_ERRORS.parameterUnknown(unknownIn(value)),
  })
  @ArrayMaxSize(20, { message: TEMPLATE_ERRORS.tooManyParameters })
  @IsArray({ message: TEMPLATE_ERRORS.providerTemplateRequired })
  parameters: string[];
}

const unknownIn = (values: unknown): string =>
  String(
    (Array.isArray(values) ? values : [values]).find(
      (v) => !(ALL_PLACEHOLDERS as readonly unknown[]).includes(v),
    ),
  );

export class TemplateChangeDto {
  @ApiProperty({ enum: EDITABLE_TEMPLATE_NAMES })
  @IsIn(EDITABLE_TEMPLATE_NAMES, {
    message: ({ value }) => TEMPLATE_ERRORS.unknownTemplate(String(value)),
  })
  name: EditableTemplateName;

  @ApiPropertyOptional({ description: 'Text with {{placeholders}}, used in text mode' })
  @MaxLength(4096, { message: TEMPLATE_ERRORS.bodyTooLong })
  @Matches(/\S/, { message: TEMPLATE_ERRORS.bodyEmpty })
  @IsString({ message: TEMPLATE_ERRORS.bodyEmpty })
  @ValidateIf((_, value) => value !== undefined)
  body?: string;

  @ApiPropertyOptional({ enum: DELIVERY_MODES })
  @IsIn(DELIVERY_MODES, { message: TEMPLATE_ERRORS.modeFormat })
  @ValidateIf((_, value) => value !== undefined)
  mode?: DeliveryMode;

  @ApiPropertyOptional({ type: ProviderTemplateDto, nullable: true })
  @ValidateNested({ message: TEMPLATE_ERRORS.providerTemplateRequired })
  @Type(() => ProviderTemplateDto)
  @IsObject({ message: TEMPLATE_ERRORS.providerTemplateRequired })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  providerTemplate?: ProviderTemplateDto | null;
}

/** PUT /api/v1/admin/whatsapp/templates */
export class UpdateMessageTemplatesDto {
  @ApiProperty({ type: [TemplateChangeDto] })
  @ValidateNested({ each: true, message: TEMPLATE_ERRORS.changeShape })
  @Type(() => TemplateChangeDto)
  @ArrayMaxSize(EDITABLE_TEMPLATE_NAMES.length, { message: TEMPLATE_ERRORS.listRequired })
  @ArrayMinSize(1, { message: TEMPLATE_ERRORS.listRequired })
  @IsArray({ message: TEMPLATE_ERRORS.listRequired })
  templates: TemplateChangeDto[];
}
