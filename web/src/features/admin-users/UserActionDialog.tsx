import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { ADMIN_LIMITS } from '@ihe/contracts';
import { actionConfirmation } from './user-action-texts.js';
import type { PendingUserAction } from './use-user-action.js';

interface Props {
  pending: PendingUserAction | null;
  performing: boolean;
  onConfirm: (notes: string) => void;
  onCancel: () => void;
}

/** The confirmation of a user action with optional admin notes (spec 2 §2 Admin). */
export function UserActionDialog({ pending, performing, onConfirm, onCancel }: Props) {
  const [notes, setNotes] = useState('');
  useEffect(() => setNotes(''), [pending]);
  const texts = pending ? actionConfirmation(pending.action, pending.row) : null;
  return (
    <Modal
      open={pending !== null}
      title={texts?.title}
      okText={texts?.okText}
      okButtonProps={{ danger: texts?.danger }}
      cancelText="Cancel"
      confirmLoading={performing}
      onOk={() => onConfirm(notes)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{texts?.consequence}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Admin notes (optional)" htmlFor="user-action-notes" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="user-action-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={ADMIN_LIMITS.notesMax}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="Why, for the record"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
