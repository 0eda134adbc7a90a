import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.js';

describe('PasswordStrengthMeter', () => {
  it('is hidden while the password is empty', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });

  it.each([
    ['abc', 'Weak'], // 25
    ['abcdefgh', 'Medium'], // 50: length + lowercase
    ['Abcdefgh', 'Medium'], // 75
    ['Abcdefg1', 'Strong'], // 100
    ['ABC1!', 'Medium'], // 60: upper, digit, special
  ])('%s reads %s', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent(`Strength: ${label}`);
  });
});
