import type { UserAction, UserManagementRow } from '@ihe/contracts';

export const USER_ACTION_LABELS: Record<UserAction, string> = {
  suspend: 'Suspend',
  activate: 'Activate',
  delete: 'Delete',
};

/** What the confirmation dialog says each action does. */
const CONSEQUENCES: Record<UserAction, string> = {
  suspend: 'They are signed out at once and cannot log in until an admin activates them again.',
  activate: 'They can log in and use their account again.',
  delete:
    'The account is deactivated and a vendor’s products are hidden from the shop. Orders and financial records are kept.',
};

export function actionConfirmation(action: UserAction, row: Pick<UserManagementRow, 'fullName' | 'email'>) {
  const who = row.fullName || row.email;
  return {
    title: `${USER_ACTION_LABELS[action]} ${who}?`,
    consequence: CONSEQUENCES[action],
    okText: USER_ACTION_LABELS[action],
    danger: action !== 'activate',
  };
}
