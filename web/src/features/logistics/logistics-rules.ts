import { LOGISTICS } from '@ihe/contracts';

/** The logistics page's texts (spec 2 §8). */
export const LOGISTICS_MESSAGES = {
  invalidWeight: 'Please enter a valid weight',
  requiredFields: 'Please fill in all required fields',
  quoteCalculated: 'Quote calculated! This is an estimated price.',
  submitted: "Logistics request submitted! We'll contact you within 30 minutes.",
} as const;

export interface LogisticsRequestValues {
  itemDetails?: string | null;
  /** kg */
  weight?: number | string | null;
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
}

/** The weight as a positive number of kg, or null (spec 2 §5). */
export function parseWeight(value: LogisticsRequestValues['weight']): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const weight = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(weight) && weight > 0 ? weight : null;
}

/** Estimate in naira (spec 2 §9): 2,000 plus 200 per kg. */
export function estimateLogisticsCost(weightKg: number): number {
  return LOGISTICS.baseFee + LOGISTICS.perKg * weightKg;
}

/** The estimate needs a positive weight. */
export function estimateError(weight: LogisticsRequestValues['weight']): string | null {
  return parseWeight(weight) === null ? LOGISTICS_MESSAGES.invalidWeight : null;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Submit needs item details, weight, pickup and drop-off; contact name and phone are optional (spec 2 §5). */
export function logisticsSubmitError(values: LogisticsRequestValues): string | null {
  const required = [values.itemDetails, values.weight, values.pickupAddress, values.dropoffAddress];
  if (required.some(isBlank)) return LOGISTICS_MESSAGES.requiredFields;
  return estimateError(values.weight);
}

/** The distance pricing table (spec 2 §9); `max` null means "and up". */
export const DISTANCE_PRICING = [
  { distance: '0-10 km', min: 2_000, max: 3_500, time: 'Same day' },
  { distance: '11-50 km', min: 4_000, max: 8_000, time: 'Same or next day' },
  { distance: '51-200 km', min: 10_000, max: 25_000, time: '1-2 days' },
  { distance: '200+ km', min: 30_000, max: null, time: '2-3 days' },
] as const;
