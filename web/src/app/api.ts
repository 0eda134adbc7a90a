import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from '../features/session/base-query.js';

/** The one RTK Query API; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Me'],
  endpoints: () => ({}),
});
