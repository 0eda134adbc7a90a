import { describe, expect, it } from 'vitest';
import type { WhatsAppStats } from '@ihe/contracts';
import { formatCount, formatSuccessRate, statCards } from './stats-format.js';

const stats = (overrides: Partial<WhatsAppStats> = {}): WhatsAppStats => ({
  total: 1240,
  sent: 300,
  delivered: 785,
  failed: 120,
  pending: 35,
  successRate: 87.5,
  windowDays: 30,
  ...overrides,
});

describe('formatSuccessRate', () => {
  it('shows one decimal place (spec 2 §9)', () => {
    expect(formatSuccessRate(87.5)).toBe('87.5%');
    expect(formatSuccessRate(100)).toBe('100.0%');
    expect(formatSuccessRate(0)).toBe('0.0%');
    expect(formatSuccessRate(66.66666)).toBe('66.7%');
    expect(formatSuccessRate(12.34)).toBe('12.3%');
  });

  it('keeps a broken value on the scale', () => {
    expect(formatSuccessRate(Number.NaN)).toBe('0.0%');
    expect(formatSuccessRate(120)).toBe('100.0%');
    expect(formatSuccessRate(-3)).toBe('0.0%');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1240)).toBe('1,240');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('statCards', () => {
  it('gives the four cards of the last 30 days: total, successful with the rate, failed, pending', () => {
    expect(statCards(stats())).toEqual([
      { key: 'total', title: 'Total Messages', value: '1,240', note: 'Last 30 days', tone: 'neutral' },
      { key: 'successful', title: 'Successful', value: '1,085', note: '87.5% success rate', tone: 'good' },
      { key: 'failed', title: 'Failed', value: '120', note: 'Needs attention', tone: 'bad' },
      { key: 'pending', title: 'Pending', value: '35', note: 'In queue', tone: 'waiting' },
    ]);
  });

  it('counts sent and delivered as successful, and is calm when nothing failed or waits', () => {
    const cards = statCards(
      stats({ total: 4, sent: 1, delivered: 3, failed: 0, pending: 0, successRate: 100 }),
    );
    expect(cards[1]).toMatchObject({ value: '4', note: '100.0% success rate' });
    expect(cards[2]).toMatchObject({ value: '0', note: 'Needs attention', tone: 'neutral' });
    expect(cards[3]).toMatchObject({ value: '0', note: 'In queue', tone: 'neutral' });
  });

  it('names the window the server used', () => {
    expect(statCards(stats({ windowDays: 7 }))[0]?.note).toBe('Last 7 days');
  });
});
