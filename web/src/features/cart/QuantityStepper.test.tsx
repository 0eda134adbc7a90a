import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './QuantityStepper.js';

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(2);
  return <QuantityStepper value={value} max={max} onChange={setValue} label="Quantity (kg) of Ofada rice" />;
}

describe('QuantityStepper', () => {
  it('is a spin button within 1..max: arrow keys step, Home and End go to the limits', async () => {
    render(<Stepper max={5} />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('spinbutton', { name: 'Quantity (kg) of Ofada rice' });
    expect(box).toHaveAttribute('aria-valuemin', '1');
    expect(box).toHaveAttribute('aria-valuemax', '5');
    await user.click(box);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveValue('3');
    expect(box).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{End}{ArrowUp}');
    expect(box).toHaveValue('5');
    await user.keyboard('{Home}{ArrowDown}');
    expect(box).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('takes digits only and brings a typed number into range on Enter or blur', async () => {
    render(<Stepper max={5} />);
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('spinbutton');
    await user.clear(box);
    await user.type(box, '4kg');
    expect(box).toHaveValue('4');
    await user.type(box, '0{Enter}');
    expect(box).toHaveValue('5');
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});
