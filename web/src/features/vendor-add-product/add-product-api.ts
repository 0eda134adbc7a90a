import type {
  NewVendorProductRequest,
  ProductImagesUploadResponse,
  ProfitSettingView,
  VendorProductView,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

/** The add-product page's calls: the profit setting in force, the image upload, the new product. */
export const addProductApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorProduct', 'VendorDashboard', 'ProfitSetting'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProfitSetting: build.query<ProfitSettingView, void>({
        query: () => '/profit-setting',
        providesTags: ['ProfitSetting'],
      }),
      uploadProductImages: build.mutation<ProductImagesUploadResponse, File[]>({
        query: (files) => {
          const body = new FormData();
          for (const file of files) body.append('images', file, file.name);
          return { url: '/vendor/product-images', method: 'POST', body };
        },
      }),
      createVendorProduct: build.mutation<VendorProductView, NewVendorProductRequest>({
        query: (body) => ({ url: '/vendor/products', method: 'POST', body }),
        invalidatesTags: [{ type: 'VendorProduct', id: 'LIST' }, 'VendorDashboard'],
      }),
    }),
  });

export const { useGetProfitSettingQuery, useUploadProductImagesMutation, useCreateVendorProductMutation } =
  addProductApi;
