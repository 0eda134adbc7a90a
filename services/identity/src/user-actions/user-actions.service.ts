import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  UserApprovalChanged,
  UserStatusChanged,
  type EventEnvelope,
  type UserAction,
  type UserActionResponse,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { SessionsService } from '../sessions/sessions.service.js';
import { actionNotes, decideUserAction } from './user-actions.rules.js';
import { UserActionsWriter } from './user-actions.writer.js';

/**
 * An admin suspends, activates or deletes a user (spec 2 §4, §7 admin_manage_user). The change, its
 * user.status-changed event (outbox; analytics records it as an admin action, catalog hides a deleted
 * vendor's products), an approval's user.approval-changed and, for suspend and delete, the end of every
 * session of the user happen in one transaction: its next request is refused in every service.
 */
@Injectable()
export class UserActionsService {
  private readonly logger = new Logger('UserActions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly writer: UserActionsWriter,
    private readonly sessions: SessionsService,
  ) {}

  async act(
    id: string,
    action: UserAction,
    adminId: string,
    rawNotes?: string | null,
    correlationId?: string,
  ): Promise<UserActionResponse> {
    const notes = actionNotes(rawNotes);
    const change = await this.dataSource.transaction(async (manager) => {
      const current = await this.writer.lock(manager, id);
      if (!current) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
      const outcome = decideUserAction(current, action);
      if (!outcome.ok) throw new ConflictException(outcome.conflict);
      const { change } = outcome;
      await this.writer.apply(manager, id, change, adminId, notes);
      const events: EventEnvelope[] = [
        UserStatusChanged.create(
          { userId: id, status: change.status, notes, by: adminId, role: current.role },
          correlationId,
        ),
      ];
      if (change.approve)
        events.push(
          UserApprovalChanged.create(
            { userId: id, role: current.role, isApproved: true, by: adminId, from: current.is_approved },
            correlationId,
          ),
        );
      await this.outbox.add(manager, events);
      if (change.endSessions) await this.sessions.endAllOf(manager, id);
      return { ...change, isApproved: change.approve ? true : current.is_approved };
    });
    this.logger.log(`User ${id} ${change.status} by ${adminId}`);
    return {
      success: true,
      message: change.message,
      user: { id, isActive: change.isActive, isApproved: change.isApproved, deleted: change.markDeleted },
    };
  }
}
