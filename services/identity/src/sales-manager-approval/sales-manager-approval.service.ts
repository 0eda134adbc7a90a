import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_SALES_MANAGER_MESSAGES,
  UserApprovalChanged,
  type SalesManagerDecisionResponse,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { SessionsService } from '../sessions/sessions.service.js';
import { decideApproval, type ApprovalAction } from './sales-manager-approval.rules.js';
import { SalesManagerApprovalWriter } from './sales-manager-approval.writer.js';
import { toSalesManagerItem } from './sales-manager-row.js';

/**
 * An admin approves, rejects or revokes a sales manager (spec 2 §4, §7 admin). The new is_approved, the
 * reason, user.approval-changed (outbox) and, for a rejection or revocation, the end of every session of
 * the manager happen in one transaction: the manager's next request is refused in every service.
 * A decision that would change nothing (approve an approved one, reject a rejected one) is a 409.
 */
@Injectable()
export class SalesManagerApprovalService {
  private readonly logger = new Logger('SalesManagerApproval');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly writer: SalesManagerApprovalWriter,
    private readonly sessions: SessionsService,
  ) {}

  async decide(
    id: string,
    action: ApprovalAction,
    adminId: string,
    reason?: string | null,
    correlationId?: string,
  ): Promise<SalesManagerDecisionResponse> {
    const { row, from } = await this.dataSource.transaction(async (manager) => {
      const current = await this.writer.lock(manager, id);
      if (!current) throw new NotFoundException(ADMIN_SALES_MANAGER_MESSAGES.notFound);
      const outcome = decideApproval(current.is_approved, action, reason);
      if (!outcome.ok) throw new ConflictException(outcome.conflict);
      const decided = await this.writer.record(manager, id, {
        isApproved: outcome.next,
        reason: outcome.reason,
        by: adminId,
      });
      await this.outbox.add(
        manager,
        UserApprovalChanged.create(
          {
            userId: id,
            role: 'sales_manager',
            isApproved: outcome.next,
            by: adminId,
            from: current.is_approved,
            reason: outcome.reason,
          },
          correlationId,
        ),
      );
      if (!outcome.next) await this.sessions.endAllOf(manager, id);
      return { row: decided, from: current.is_approved };
    });
    const verb = row.is_approved ? 'approved' : from === true ? 'revoked' : 'rejected';
    this.logger.log(`Sales manager ${id} ${verb} by ${adminId}`);
    return {
      salesManager: toSalesManagerItem(row),
      message: row.is_approved
        ? ADMIN_SALES_MANAGER_MESSAGES.approved
        : ADMIN_SALES_MANAGER_MESSAGES.rejected,
    };
  }
}
