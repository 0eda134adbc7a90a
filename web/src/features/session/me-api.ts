import type { UpdateProfileRequest, UpdateProfileResponse, UserProfile } from '@ihe/contracts';
import { api } from '../../app/api.js';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserProfile, void>({ query: () => '/me', providesTags: ['Me'] }),
    updateMe: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: '/me', method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation } = meApi;
