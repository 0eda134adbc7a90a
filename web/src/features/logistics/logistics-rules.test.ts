import { describe, expect, it } from 'vitest';
import {
  DISTANCE_PRICING,
  LOGISTICS_MESSAGES,
  estimateError,
  estimateLogisticsCost,
  logisticsSubmitError,
  parseWeight,
} from './logistics-rules.js';

const complete = {
  itemDetails: '40 tubers of yam',
  weight: 250,
  pickupAddress: 'Km 5 Nsukka Road, Enugu',
  dropoffAddress: '12 Market Road, Lagos',
};

describe('logistics estimate', () => {
  it('is 2,000 plus 200 per kg', () => {
    expect(estimateLogisticsCost(1)).toBe(2_200);
    expect(estimateLogisticsCost(250)).toBe(52_000);
    expect(estimateLogisticsCost(2.5)).toBe(2_500);
  });

  it('needs a positive weight', () => {
    expect(parseWeight(10)).toBe(10);
    expect(parseWeight('12.5')).toBe(12.5);
    for (const bad of [0, -3, null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])
      expect(estimateError(bad)).toBe('Please enter a valid weight');
    expect(estimateError(0.5)).toBeNull();
  });
});

describe('logistics request', () => {
  it('needs item details, weight, pickup and drop-off; contact is optional', () => {
    expect(logisticsSubmitError(complete)).toBeNull();
    for (const field of ['itemDetails', 'weight', 'pickupAddress', 'dropoffAddress'] as const) {
      expect(logisticsSubmitError({ ...complete, [field]: undefined })).toBe(
        LOGISTICS_MESSAGES.requiredFields,
      );
      expect(logisticsSubmitError({ ...complete, [field]: '   ' })).toBe(
        'Please fill in all required fields',
      );
    }
    expect(logisticsSubmitError({ ...complete, contactName: '', contactPhone: null })).toBeNull();
  });

  it('refuses a weight that is not positive', () => {
    expect(logisticsSubmitError({ ...complete, weight: -5 })).toBe('Please enter a valid weight');
  });

  it('has the spec’s messages', () => {
    expect(LOGISTICS_MESSAGES.quoteCalculated).toBe('Quote calculated! This is an estimated price.');
    expect(LOGISTICS_MESSAGES.submitted).toBe(
      "Logistics request submitted! We'll contact you within 30 minutes.",
    );
  });

  it('prices distances as the spec’s table', () => {
    expect(DISTANCE_PRICING.map((row) => [row.distance, row.min, row.max, row.time])).toEqual([
      ['0-10 km', 2_000, 3_500, 'Same day'],
      ['11-50 km', 4_000, 8_000, 'Same or next day'],
      ['51-200 km', 10_000, 25_000, '1-2 days'],
      ['200+ km', 30_000, null, '2-3 days'],
    ]);
  });
});
