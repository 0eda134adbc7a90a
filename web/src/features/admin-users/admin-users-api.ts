import {
  ADMIN_LIMITS,
  type Role,
  type UserActionRequest,
  type UserActionResponse,
  type UserManagementList,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

export interface AdminUsersQuery {
  role: Role | null;
  search: string;
}

/** GET /admin/users?role=&search=&limit=100&offset=0 (spec 2 §7, §9: 100 per fetch). */
export function adminUsersUrl({ role, search }: AdminUsersQuery): string {
  const params = new URLSearchParams({
    role: role ?? '',
    search: search.trim(),
    limit: String(ADMIN_LIMITS.usersPerFetch),
    offset: '0',
  });
  return `/admin/users?${params}`;
}

/** The user list and the admin's suspend / activate / delete (identity executes them). */
export const adminUsersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminOverview', 'AdminActivity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminUsers: build.query<UserManagementList, AdminUsersQuery>({
        query: adminUsersUrl,
        providesTags: ['AdminUsers'],
      }),
      performUserAction: build.mutation<UserActionResponse, UserActionRequest & { userId: string }>({
        query: ({ userId, ...body }) => ({
          url: `/admin/users/${encodeURIComponent(userId)}/actions`,
          method: 'POST',
          body,
        }),
        // Errors too: a refused action may still mean the list is stale. The action is also new activity.
        invalidatesTags: ['AdminUsers', 'AdminOverview', 'AdminActivity'],
      }),
    }),
  });

export const { useListAdminUsersQuery, usePerformUserActionMutation } = adminUsersApi;
