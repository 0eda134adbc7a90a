import type { AdminVendorVerificationQuery } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiBody, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

/** The query string of GET /admin/vendor-verifications: only what is set. */
export function vendorVerificationsUrl({
  status,
  search,
  page,
  pageSize,
}: AdminVendorVerificationQuery): string {
  const query: ApiQuery<'/admin/vendor-verifications', 'get'> = {};
  if (status) query.status = status;
  if (search?.trim()) query.search = search.trim();
  if (page && page > 1) query.page = String(page);
  if (pageSize) query.pageSize = String(pageSize);
  return withQuery(apiUrl('/admin/vendor-verifications'), query);
}

/** Vendor verification requests and the admin's decisions (admins only). */
export const adminVendorsApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorVerificationRequest'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorVerifications: build.query<
        ApiResult<'/admin/vendor-verifications', 'get'>,
        AdminVendorVerificationQuery
      >({
        query: vendorVerificationsUrl,
        providesTags: ['VendorVerificationRequest'],
      }),
      decideVendorVerification: build.mutation<
        ApiResult<'/admin/vendor-verifications/{vendorId}/decision', 'post'>,
        ApiBody<'/admin/vendor-verifications/{vendorId}/decision', 'post'> & { vendorId: string }
      >({
        query: ({ vendorId, ...body }) => ({
          url: apiUrl('/admin/vendor-verifications/{vendorId}/decision', { vendorId }),
          method: 'POST',
          body,
        }),
        // Errors too: a 409 means someone else decided first, so the list must show it.
        invalidatesTags: ['VendorVerificationRequest'],
      }),
      // A mutation, not a query: the file is fetched when the admin opens it and not kept in the cache.
      // Its URL comes from the request's document list (the route's file name), its answer is the file.
      // The route needs the bearer token, so it is fetched here (token, refresh on 401) and handed to the
      // browser as an object URL; an error's JSON body stays readable for its message.
      openVerificationDocument: build.mutation<string, { url: string }>({
        query: ({ url }) => ({
          url: url.replace(/^\/api\/v1(?=\/)/, ''),
          responseHandler: async (response) =>
            response.ok
              ? URL.createObjectURL(await response.blob())
              : (response.json() as Promise<unknown>).catch(() => null),
        }),
      }),
    }),
  });

export const {
  useListVendorVerificationsQuery,
  useDecideVendorVerificationMutation,
  useOpenVerificationDocumentMutation,
} = adminVendorsApi;
