import type {
  AdminVendorVerificationItem,
  AdminVendorVerificationList,
  AdminVendorVerificationQuery,
  VerificationDecisionRequest,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

/** The query string of GET /admin/vendor-verifications: only what is set. */
export function vendorVerificationsUrl({
  status,
  search,
  page,
  pageSize,
}: AdminVendorVerificationQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search?.trim()) params.set('search', search.trim());
  if (page && page > 1) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  const query = params.toString();
  return query ? `/admin/vendor-verifications?${query}` : '/admin/vendor-verifications';
}

/** Vendor verification requests and the admin's decisions (admins only). */
export const adminVendorsApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorVerificationRequest'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorVerifications: build.query<AdminVendorVerificationList, AdminVendorVerificationQuery>({
        query: vendorVerificationsUrl,
        providesTags: ['VendorVerificationRequest'],
      }),
      decideVendorVerification: build.mutation<
        AdminVendorVerificationItem,
        VerificationDecisionRequest & { vendorId: string }
      >({
        query: ({ vendorId, ...body }) => ({
          url: `/admin/vendor-verifications/${encodeURIComponent(vendorId)}/decision`,
          method: 'POST',
          body,
        }),
        // Errors too: a 409 means someone else decided first, so the list must show it.
        invalidatesTags: ['VendorVerificationRequest'],
      }),
      // A mutation, not a query: the file is fetched when the admin opens it and not kept in the cache.
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
