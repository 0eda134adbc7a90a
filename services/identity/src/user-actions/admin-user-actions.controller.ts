import { Body, Controller, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { ADMIN_MESSAGES, type AccessTokenClaims, type UserActionResponse } from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, REQUEST_ID_HEADER, Roles } from '@ihe/platform';
import { UserActionDto } from './user-action.dto.js';
import { UserActionsService } from './user-actions.service.js';

type RequestWithId = { headers: Record<string, string> };

/** Admin user management's actions (spec 2 §2 admin, §4, §7): suspend, activate, delete. */
@ApiTags('admin users')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/users')
export class AdminUserActionsController {
  constructor(private readonly actions: UserActionsService) {}

  @Post(':id/actions')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Suspend (sessions end at once), activate (approves one not approved) or delete (deactivates, ' +
      "hides a vendor's products) a user; admins take no actions (409)",
  })
  @ApiAnswer('UserActionResponse')
  @ApiErrors({ 404: 'User not found' })
  act(
    @Param('id') id: string,
    @Body() body: UserActionDto,
    @CurrentUser() admin: AccessTokenClaims,
    @Req() req: RequestWithId,
  ): Promise<UserActionResponse> {
    return this.actions.act(userId(id), body.action, admin.sub, body.notes, req.headers[REQUEST_ID_HEADER]);
  }
}

/** Not an id at all: no such user. */
function userId(id: string): string {
  if (!isUUID(id, 'all')) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
  return id.toLowerCase();
}
