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
        // The list is analytics' copy, updated once identity's event reaches it: read again at once, it may
        // still show the old state. So a done action patches the rows from identity's answer, and only a
        // refused one (the list may be stale) reads the list again. The action is new activity either way.
        invalidatesTags: (result, error) =>
          error || !result?.user
            ? ['AdminUsers', 'AdminOverview', 'AdminActivity']
            : ['AdminOverview', 'AdminActivity'],
        async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          // An answer without the new state (a refusal in a 200) reads the list again instead.
          const user = data?.user;
          if (!user) return;
          for (const args of adminUsersApi.util.selectCachedArgsForQuery(getState(), 'listAdminUsers'))
            dispatch(
              adminUsersApi.util.updateQueryData('listAdminUsers', args, (list) => {
                const index = list.items.findIndex((row) => row.userId === user.id);
                if (index < 0) return;
                if (user.deleted) {
                  list.items.splice(index, 1);
                  list.total -= 1;
                } else
                  Object.assign(list.items[index]!, { isActive: user.isActive, isApproved: user.isApproved });
              }),
            );
        },
      }),
    }),
  });

export const { useListAdminUsersQuery, usePerformUserActionMutation } = adminUsersApi;
