import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiResult<'/auth/login', 'post'>, ApiBody<'/auth/login', 'post'>>({
      query: (body) => ({ url: apiUrl('/auth/login'), method: 'POST', body }),
    }),
    signup: build.mutation<ApiResult<'/auth/signup', 'post'>, ApiBody<'/auth/signup', 'post'>>({
      query: (body) => ({ url: apiUrl('/auth/signup'), method: 'POST', body }),
    }),
    logout: build.mutation<ApiResult<'/auth/logout', 'post'>, void>({
      // The web app's refresh token is its cookie: the body names none.
      query: () => ({
        url: apiUrl('/auth/logout'),
        method: 'POST',
        body: {} satisfies ApiBody<'/auth/logout', 'post'>,
      }),
    }),
  }),
});
