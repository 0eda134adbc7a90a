import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';

/** The add-product page's calls: the profit setting in force, the image upload, the new product. */
export const addProductApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorProduct', 'VendorDashboard', 'ProfitSetting'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProfitSetting: build.query<ApiResult<'/profit-setting', 'get'>, void>({
        query: () => apiUrl('/profit-setting'),
        providesTags: ['ProfitSetting'],
      }),
      // The body is multipart/form-data built from the files, so the argument stays File[].
      uploadProductImages: build.mutation<ApiResult<'/vendor/product-images', 'post'>, File[]>({
        query: (files) => {
          const body = new FormData();
          for (const file of files) body.append('images', file, file.name);
          return { url: apiUrl('/vendor/product-images'), method: 'POST', body };
        },
      }),
      createVendorProduct: build.mutation<
        ApiResult<'/vendor/products', 'post'>,
        ApiBody<'/vendor/products', 'post'>
      >({
        query: (body) => ({ url: apiUrl('/vendor/products'), method: 'POST', body }),
        invalidatesTags: [{ type: 'VendorProduct', id: 'LIST' }, 'VendorDashboard'],
      }),
    }),
  });

export const { useGetProfitSettingQuery, useUploadProductImagesMutation, useCreateVendorProductMutation } =
  addProductApi;
