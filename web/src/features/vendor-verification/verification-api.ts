import { api } from '../../app/api.js';
import { apiUrl, type ApiResult } from '../../app/api-routes.js';

type VendorVerificationView = ApiResult<'/vendor/verification', 'get'>;

/** The signed-in vendor's verification request and its document upload (issue 11). */
export const vendorVerificationApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorVerification'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** 404 when the vendor has no request yet: the page treats that as "no banner" (spec 2 §8, PGRST116). */
      getVendorVerification: build.query<VendorVerificationView | null, void>({
        queryFn: async (_arg, _api, _extra, baseQuery) => {
          const result = await baseQuery(apiUrl('/vendor/verification'));
          if (result.error?.status === 404) return { data: null };
          if (result.error) return { error: result.error };
          return { data: result.data as VendorVerificationView };
        },
        providesTags: ['VendorVerification'],
      }),
      // The body is multipart/form-data built from the files, so the argument stays File[].
      submitVerificationDocuments: build.mutation<
        ApiResult<'/vendor/verification/documents', 'post'>,
        File[]
      >({
        query: (files) => {
          const body = new FormData();
          for (const file of files) body.append('documents', file, file.name);
          return { url: apiUrl('/vendor/verification/documents'), method: 'POST', body };
        },
        async onQueryStarted(_files, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            void dispatch(
              vendorVerificationApi.util.upsertQueryData(
                'getVendorVerification',
                undefined,
                data.verification,
              ),
            );
        },
      }),
    }),
  });

export const { useGetVendorVerificationQuery, useSubmitVerificationDocumentsMutation } =
  vendorVerificationApi;
