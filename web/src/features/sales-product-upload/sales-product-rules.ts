import type { FormRule } from 'antd';
import {
  SALES_CATEGORIES,
  SALES_MESSAGES as MESSAGES,
  SALES_PRODUCT_LIMITS as LIMITS,
  type NewSalesProductRequest,
} from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';

const text = (value: string | undefined) => (value ?? '').trim();
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The sales-manager product form's checks (spec 2 §5), each returning the spec's message or null. */
export const salesProductChecks = {
  name: (value: string | undefined) => (text(value).length < LIMITS.nameMin ? MESSAGES.nameMin : null),
  category: (value: string | undefined) =>
    value && (SALES_CATEGORIES as readonly string[]).includes(value) ? null : MESSAGES.categoryRequired,
  price: (value: number | null | undefined) =>
    isNumber(value) && value >= LIMITS.priceMin ? null : MESSAGES.priceMin,
  stockQuantity: (value: number | null | undefined) =>
    isNumber(value) && value >= LIMITS.stockMin ? null : MESSAGES.stockMin,
  description: (value: string | undefined) =>
    text(value).length < LIMITS.descriptionMin ? MESSAGES.descriptionMin : null,
  farmOrigin: (value: string | undefined) =>
    text(value).length < LIMITS.farmOriginMin ? MESSAGES.farmOriginRequired : null,
};

/** antd Form rules carrying those messages, checked as the user types and on submit. */
export const SALES_PRODUCT_RULES: Record<keyof typeof salesProductChecks, FormRule[]> = {
  name: [ruleFrom(salesProductChecks.name)],
  category: [ruleFrom(salesProductChecks.category)],
  price: [ruleFrom(salesProductChecks.price)],
  stockQuantity: [ruleFrom(salesProductChecks.stockQuantity)],
  description: [ruleFrom(salesProductChecks.description)],
  farmOrigin: [ruleFrom(salesProductChecks.farmOrigin)],
};

export interface SalesProductFormValues {
  name: string;
  /** As shown (Yam, Plantain…); sent lowercase. */
  category: string | undefined;
  price: number | null;
  stockQuantity: number | null;
  description: string;
  farmOrigin: string;
  vendorId: string | undefined;
  isOrganic: boolean;
}

/** spec 2 §5: organic defaults to false, the vendor to none. */
export const EMPTY_SALES_PRODUCT: SalesProductFormValues = {
  name: '',
  category: undefined,
  price: null,
  stockQuantity: null,
  description: '',
  farmOrigin: '',
  vendorId: undefined,
  isOrganic: false,
};

/** POST /sales/products from the form: trimmed, the category stored lowercase (spec 2 §9), no vendor as null. */
export function newSalesProductRequest(values: SalesProductFormValues): NewSalesProductRequest {
  return {
    name: values.name.trim(),
    category: (values.category ?? '').toLowerCase(),
    price: values.price ?? 0,
    stockQuantity: values.stockQuantity ?? 0,
    description: values.description.trim(),
    farmOrigin: values.farmOrigin.trim(),
    vendorId: values.vendorId ?? null,
    isOrganic: values.isOrganic ?? false,
  };
}
