import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  type AdminOverview,
  type SystemActivity,
  type UserManagementList,
} from '@ihe/contracts';
import { ApiAnswer, Roles } from '@ihe/platform';
import { SystemHealthService } from '../health/system-health.service.js';
import { ActivityReader } from './activity.reader.js';
import { ActivityQueryDto, UsersQueryDto } from './admin-query.dto.js';
import { OverviewReader } from './overview.reader.js';
import { UsersReader } from './users.reader.js';

/** The admin dashboard's reads (spec 2 §2 admin, §3, §7: overview, recent activity, user management). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('api/v1/admin')
export class AdminController {
  constructor(
    private readonly overviewReader: OverviewReader,
    private readonly health: SystemHealthService,
    private readonly activityReader: ActivityReader,
    private readonly usersReader: UsersReader,
  ) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Every admin overview figure; the health score with the signals that lowered it',
  })
  @ApiAnswer('AdminOverview')
  async overview(): Promise<AdminOverview> {
    const [figures, health] = await Promise.all([this.overviewReader.figures(), this.health.current()]);
    return { ...figures, systemHealthScore: health.score, healthSignals: health.signals };
  }

  @Get('activity')
  @ApiOperation({ summary: 'Recent system activity, newest first (10 by default)' })
  @ApiAnswer('SystemActivityList')
  activity(@Query() query: ActivityQueryDto): Promise<SystemActivity[]> {
    return this.activityReader.recent(query.limit ?? ADMIN_LIMITS.recentActivity);
  }

  @Get('users')
  @ApiOperation({ summary: 'User management rows, newest first, with totals; role filter and search' })
  @ApiAnswer('UserManagementList')
  users(@Query() query: UsersQueryDto): Promise<UserManagementList> {
    return this.usersReader.list({
      role: query.role || undefined,
      search: query.search,
      limit: query.limit ?? ADMIN_LIMITS.usersPerFetch,
      offset: query.offset ?? 0,
    });
  }
}
