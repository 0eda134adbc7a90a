import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { AccessTokenClaims } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { staffAccess } from './staff-access.rules.js';

const ADMIN_MAY_READ = 'ihe:sales:adminMayRead';
/** The route is also open to admins (read-only audit log routes). */
export const AdminMayRead = () => SetMetadata(ADMIN_MAY_READ, true);

/**
 * The sales-manager routes' guard (after the global token guard): an approved sales manager, by catalog's
 * staff projection of identity's user.approval-changed — read on every request, so a revoked manager is
 * refused as soon as the event arrives, whatever the still-valid token says.
 */
@Injectable()
export class SalesManagerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: AccessTokenClaims }>().user;
    const adminMayRead =
      this.reflector.getAllAndOverride<boolean>(ADMIN_MAY_READ, [context.getHandler(), context.getClass()]) ??
      false;
    const isApproved = user?.role === 'sales_manager' ? await this.approvalOf(user.sub) : undefined;
    const access = staffAccess({ role: user?.role ?? null, isApproved }, adminMayRead);
    if (access.allowed) return true;
    throw access.status === 401
      ? new UnauthorizedException(access.message)
      : new ForbiddenException(access.message);
  }

  private async approvalOf(userId: string): Promise<boolean | null | undefined> {
    // A prepared statement on the pool, not TypeORM's query runner: this runs on every sales request.
    const { rows } = await queryPrepared<{ is_approved: boolean | null }>(
      this.dataSource,
      `SELECT is_approved FROM staff_members WHERE id = $1 AND role = 'sales_manager'`,
      [userId],
    );
    return rows[0] ? rows[0].is_approved : undefined;
  }
}
