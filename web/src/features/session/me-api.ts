import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<ApiResult<'/me', 'get'>, void>({ query: () => apiUrl('/me'), providesTags: ['Me'] }),
    updateMe: build.mutation<ApiResult<'/me', 'patch'>, ApiBody<'/me', 'patch'>>({
      query: (body) => ({ url: apiUrl('/me'), method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation } = meApi;
