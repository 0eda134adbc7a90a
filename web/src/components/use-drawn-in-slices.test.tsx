import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDrawnInSlices } from './use-drawn-in-slices.js';

function List({ total }: { total: number }) {
  const drawn = useDrawnInSlices(total, 8, 4);
  return (
    <ul>
      {Array.from({ length: drawn }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

const drawnItems = () => screen.queryAllByRole('listitem').length;
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDrawnInSlices', () => {
  it('draws the first slice at once, then one more slice per task until all are drawn', async () => {
    render(<List total={18} />);
    expect(drawnItems()).toBe(8);
    await nextTask();
    expect(drawnItems()).toBe(12);
    await nextTask();
    expect(drawnItems()).toBe(16);
    await nextTask();
    expect(drawnItems()).toBe(18);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list whole at once, and a later longer list whole too, without taking items away', async () => {
    const { rerender } = render(<List total={3} />);
    expect(drawnItems()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
    rerender(<List total={6} />);
    expect(drawnItems()).toBe(6);
    rerender(<List total={2} />);
    expect(drawnItems()).toBe(2);
  });
});
