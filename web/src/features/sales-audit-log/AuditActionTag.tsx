import { Tag } from 'antd';
import type { AuditAction } from '@ihe/contracts';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
};

const COLORS: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  approve: 'cyan',
  reject: 'volcano',
};

/** The action as a tag: the word carries it, the colour only helps. */
export function AuditActionTag({ action }: { action: AuditAction }) {
  return <Tag color={COLORS[action]}>{AUDIT_ACTION_LABELS[action]}</Tag>;
}
