import { describe, expect, it } from 'vitest';
import { buildStatusTimeline } from './status-timeline.js';

const at = (minute: number) => `2026-11-22T14:${String(minute).padStart(2, '0')}:00.000Z`;

describe('buildStatusTimeline', () => {
  it('shows the whole way with the reached steps timed and the current one in progress', () => {
    const steps = buildStatusTimeline({
      status: 'processing',
      statusHistory: [
        { status: 'confirmed', at: at(10) },
        { status: 'pending', at: at(5) },
        { status: 'processing', at: at(20) },
      ],
    });
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Pending', 'done', at(5)],
      ['Confirmed', 'done', at(10)],
      ['Processing', 'current', at(20)],
      ['Shipped', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('marks every step done once delivered, a skipped one without a time', () => {
    const steps = buildStatusTimeline({
      status: 'delivered',
      statusHistory: [
        { status: 'pending', at: at(1) },
        { status: 'confirmed', at: at(2) },
        { status: 'shipped', at: at(3) },
        { status: 'delivered', at: at(4) },
      ],
    });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
    expect(steps.find((step) => step.status === 'processing')?.at).toBeNull();
  });

  it('shows a cancelled order as the steps it went through, then Cancelled', () => {
    const steps = buildStatusTimeline({
      status: 'cancelled',
      statusHistory: [
        { status: 'pending', at: at(1) },
        { status: 'cancelled', at: at(9) },
      ],
    });
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Pending', 'done', at(1)],
      ['Cancelled', 'cancelled', at(9)],
    ]);
  });
});
