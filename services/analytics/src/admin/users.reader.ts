import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role, UserManagementList } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';

interface Row {
  id: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  role: Role;
  is_approved: boolean | null;
  is_active: boolean;
  verification_status: string | null;
  business_name: string | null;
  created_at: Date;
  last_login: Date | null;
  total_orders: number;
  total_spent: number;
  account_value: number;
  [key: string]: unknown;
}

// Null parameters switch a filter off. Users only known from a later event (no user.registered yet) are left
// out; a deleted account stays listed, inactive (identity deactivates it, its orders and ledger rows remain).
const FILTER = `FROM users u
  WHERE u.email <> '' AND ($1::text IS NULL OR u.role = $1)
    AND ($2::text IS NULL OR u.full_name ILIKE $2 OR u.email ILIKE $2 OR u.business_name ILIKE $2)`;

/** A LIKE pattern matching `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** User management rows (spec 2 §3), newest first, with each user's totals. */
@Injectable()
export class UsersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: {
    role?: Role;
    search?: string;
    limit: number;
    offset: number;
  }): Promise<UserManagementList> {
    const role = query.role ?? null;
    const search = query.search?.trim() ? contains(query.search.trim()) : null;
    const [page, total] = await Promise.all([
      queryPrepared<Row>(
        this.dataSource,
        `SELECT u.*, coalesce(t.total_orders, 0)::int AS total_orders, coalesce(t.total_spent, 0)::float8 AS total_spent,
                coalesce(t.account_value, 0)::float8 AS account_value
           ${FILTER.replace('FROM users u', 'FROM users u LEFT JOIN user_totals t ON t.user_id = u.id')}
          ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
        [role, search, query.limit, query.offset],
      ),
      queryPrepared<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total ${FILTER}`, [
        role,
        search,
      ]),
    ]);
    return {
      items: page.rows.map((row) => ({
        userId: row.id,
        fullName: row.full_name,
        email: row.email,
        phoneNumber: row.phone_number,
        role: row.role,
        isApproved: row.is_approved,
        isActive: row.is_active,
        verificationStatus: row.role === 'vendor' ? row.verification_status : null,
        businessName: row.business_name,
        createdAt: new Date(row.created_at).toISOString(),
        lastLogin: row.last_login ? new Date(row.last_login).toISOString() : null,
        totalOrders: row.total_orders,
        totalSpent: row.role === 'vendor' ? 0 : row.total_spent,
        accountValue: row.account_value,
      })),
      total: total.rows[0].total,
    };
  }
}
