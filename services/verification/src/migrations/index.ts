import { MessagingTables1730000000000 } from '@ihe/platform';
import { VerificationTables1730000000400 } from './1730000000400-verification-tables.js';

export const verificationMigrations = [MessagingTables1730000000000, VerificationTables1730000000400];
