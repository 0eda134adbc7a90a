import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A finite number with at most two decimals (naira and kobo, kilograms to 10 g). class-validator's own
 * IsNumber({ maxDecimalPlaces }) throws on a number JSON writes in exponent form (3e-323, 1e-7), which
 * became a 500; this refuses it like any other number with too many decimals.
 */
export function isAmount(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

export function IsAmount(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAmount', validator: { validate: isAmount } }, options);
}
