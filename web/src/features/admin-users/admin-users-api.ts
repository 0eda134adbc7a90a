import { ADMIN_LIMITS, type Role } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiBody, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

export interface AdminUsersQuery {
  role: Role | null;
  search: string;
}

/** GET /admin/users?role=&search=&limit=100&offset=0 (spec 2 §7, §9: 100 per fetch). */
export function adminUsersUrl({ role, search }: AdminUsersQuery): string {
  const query: ApiQuery<'/admin/users', 'get'> = {
    role: role ?? '',
    search: search.trim(),
    limit: String(ADMIN_LIMITS.usersPerFetch),
    offset: '0',
  };
  return withQuery(apiUrl('/admin/users'), query);
}

/** The user list and the admin's suspend / activate / delete (identity executes them). */
export const adminUsersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminOverview', 'AdminActivity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminUsers: build.query<ApiResult<'/admin/users', 'get'>, AdminUsersQuery>({
        query: adminUsersUrl,
        providesTags: ['AdminUsers'],
      }),
      performUserAction: build.mutation<
        ApiResult<'/admin/users/{id}/actions', 'post'>,
        ApiBody<'/admin/users/{id}/actions', 'post'> & { userId: string }
      >({
        query: ({ userId, ...body }) => ({
          url: apiUrl('/admin/users/{id}/actions', { id: userId }),
          method: 'POST',
          body,
        }),
        // Errors too: a refused action may still mean the list is stale. The action is also new activity.
        invalidatesTags: ['AdminUsers', 'AdminOverview', 'AdminActivity'],
      }),
    }),
  });

export const { useListAdminUsersQuery, usePerformUserActionMutation } = adminUsersApi;
