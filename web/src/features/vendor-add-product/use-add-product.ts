import { useState } from 'react';
import type { UploadFile } from 'antd';
import { VENDOR_PRODUCT_MESSAGES, type NewVendorProductRequest, type VendorCategory } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useCreateVendorProductMutation, useUploadProductImagesMutation } from './add-product-api.js';
import type { ProductFormValues } from './add-product-rules.js';

export type AddProductStep = 'idle' | 'uploading' | 'saving';

/** The request body from the form's values (trimmed; a blank farm origin is none). */
export function newProductRequest(values: ProductFormValues, imageUrls: string[]): NewVendorProductRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category as VendorCategory,
    basePrice: values.basePrice ?? 0,
    stockQuantity: values.stockQuantity ?? 0,
    minimumOrderQuantity: values.minimumOrderQuantity ?? 1,
    farmOrigin: values.farmOrigin?.trim() || null,
    isOrganic: values.isOrganic ?? false,
    imageUrls,
  };
}

/** Uploads the images first, then creates the product with their URLs (issue 11); true when it was added. */
export function useAddProduct() {
  const [step, setStep] = useState<AddProductStep>('idle');
  const [upload] = useUploadProductImagesMutation();
  const [create] = useCreateVendorProductMutation();

  const add = async (values: ProductFormValues, images: UploadFile[]): Promise<boolean> => {
    const files = images
      .map((image) => image.originFileObj)
      .filter((file): file is NonNullable<typeof file> => !!file);
    try {
      let imageUrls: string[] = [];
      if (files.length > 0) {
        setStep('uploading');
        imageUrls = (await upload(files).unwrap()).imageUrls;
      }
      setStep('saving');
      await create(newProductRequest(values, imageUrls)).unwrap();
      toast.success(VENDOR_PRODUCT_MESSAGES.added);
      return true;
    } catch (error) {
      // The server's own text when it has one (not verified, an image it refused), else the spec's.
      toast.error(describeApiError(error as never).message ?? VENDOR_PRODUCT_MESSAGES.addFailed);
      return false;
    } finally {
      setStep('idle');
    }
  };

  return { add, step, sending: step !== 'idle' };
}
