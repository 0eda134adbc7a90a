import { Button, Flex, Typography } from 'antd';
import { userActionsFor, type UserAction, type UserManagementRow } from '@ihe/contracts';
import { USER_ACTION_LABELS } from './user-action-texts.js';

/** The actions a row offers (spec 2 §4): suspend or activate, and delete; admins none. */
export function UserActionButtons({
  row,
  disabled,
  onAction,
}: {
  row: UserManagementRow;
  disabled: boolean;
  onAction: (row: UserManagementRow, action: UserAction) => void;
}) {
  const actions = userActionsFor(row);
  if (actions.length === 0) return <Typography.Text type="secondary">No actions</Typography.Text>;
  const who = row.fullName || row.email;
  return (
    <Flex gap={8} wrap>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'activate' ? 'primary' : 'default'}
          danger={action !== 'activate'}
          disabled={disabled}
          aria-label={`${USER_ACTION_LABELS[action]} ${who}`}
          onClick={() => onAction(row, action)}
        >
          {USER_ACTION_LABELS[action]}
        </Button>
      ))}
    </Flex>
  );
}
