import type { FormRule } from 'antd';
import { VENDOR_PRODUCT_LIMITS as LIMITS, VENDOR_PRODUCT_MESSAGES as MESSAGES } from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';

/** The add-product checks of spec 2 §5, each returning the spec's message or null. */
export const productChecks = {
  name: (value: string | undefined) =>
    (value ?? '').trim().length < LIMITS.nameMin ? MESSAGES.nameMin : null,
  description: (value: string | undefined) =>
    (value ?? '').trim().length < LIMITS.descriptionMin ? MESSAGES.descriptionMin : null,
  category: (value: string | undefined) => (value ? null : MESSAGES.categoryRequired),
  basePrice: (value: number | null | undefined) =>
    typeof value !== 'number' || !(value >= LIMITS.priceMin) ? MESSAGES.priceMin : null,
  stockQuantity: (value: number | null | undefined) =>
    typeof value !== 'number' || value < 0 ? MESSAGES.stockNegative : null,
  minimumOrderQuantity: (value: number | null | undefined) =>
    typeof value !== 'number' || value < LIMITS.minimumOrderMin ? MESSAGES.minimumOrderMin : null,
};

/** antd Form rules carrying those messages, validated as the user types. */
export const PRODUCT_RULES: Record<keyof typeof productChecks, FormRule[]> = {
  name: [ruleFrom(productChecks.name)],
  description: [ruleFrom(productChecks.description)],
  category: [ruleFrom(productChecks.category)],
  basePrice: [ruleFrom(productChecks.basePrice)],
  stockQuantity: [ruleFrom(productChecks.stockQuantity)],
  minimumOrderQuantity: [ruleFrom(productChecks.minimumOrderQuantity)],
};

export interface ProductFormValues {
  name: string;
  description: string;
  category: string | undefined;
  basePrice: number | null;
  stockQuantity: number | null;
  minimumOrderQuantity: number | null;
  farmOrigin: string;
  isOrganic: boolean;
}

/** Spec 2 §5 and §9: minimum order defaults to 1, organic to false. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  category: undefined,
  basePrice: null,
  stockQuantity: null,
  minimumOrderQuantity: 1,
  farmOrigin: '',
  isOrganic: false,
};

/** Whether every rule passes (submit is disabled otherwise). */
export function isProductFormValid(values: Partial<ProductFormValues>): boolean {
  return (
    !productChecks.name(values.name) &&
    !productChecks.description(values.description) &&
    !productChecks.category(values.category) &&
    !productChecks.basePrice(values.basePrice) &&
    !productChecks.stockQuantity(values.stockQuantity) &&
    !productChecks.minimumOrderQuantity(values.minimumOrderQuantity)
  );
}
