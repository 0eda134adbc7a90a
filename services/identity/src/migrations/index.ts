import { MessagingTables1730000000000 } from '@ihe/platform';
import { IdentityTables1730000000100 } from './1730000000100-identity-tables.js';
import { SalesManagerApproval1730000000110 } from './1730000000110-sales-manager-approval.js';
import { UserStatus1730000000120 } from './1730000000120-user-status.js';
import { SessionFamilyStart1730000000130 } from './1730000000130-session-family-start.js';

export const identityMigrations = [
  MessagingTables1730000000000,
  IdentityTables1730000000100,
  SalesManagerApproval1730000000110,
  UserStatus1730000000120,
  SessionFamilyStart1730000000130,
];
