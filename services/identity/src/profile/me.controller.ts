import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims, UpdateProfileResponse, UserProfile } from '@ihe/contracts';
import { ApiAnswer, CurrentUser, REQUEST_ID_HEADER } from '@ihe/platform';
import { ProfileService } from './profile.service.js';
import { UpdateProfileDto } from './update-profile.dto.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/v1/me')
export class MeController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @ApiAnswer('UserProfile')
  me(@CurrentUser() user: AccessTokenClaims): Promise<UserProfile> {
    return this.profiles.get(user.sub);
  }

  @Patch()
  @ApiAnswer('UpdateProfileResponse')
  update(
    @CurrentUser() user: AccessTokenClaims,
    @Body() body: UpdateProfileDto,
    @Req() req: { headers: Record<string, string> },
  ): Promise<UpdateProfileResponse> {
    return this.profiles.update(user.sub, body, req.headers[REQUEST_ID_HEADER]);
  }
}
