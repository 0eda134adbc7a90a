import { describe, expect, it } from '@jest/globals';
import { passwordRating, passwordStrengthLabel, passwordStrengthScore } from './password-strength.js';

describe('password strength meter (spec 1 §4)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 25, 'Weak'],
    ['abcdefgh', 50, 'Medium'],
    ['Abcdefgh', 75, 'Medium'],
    ['Abcdefg1', 100, 'Strong'],
    ['abcdefg1', 75, 'Medium'],
    ['Ab1!', 85, 'Strong'],
    ['ab!', 35, 'Weak'],
    ['ABCDEFGH!', 60, 'Medium'],
    ['Abcdefg1!', 110, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrengthScore(password)).toBe(score);
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it('draws the label boundaries at 50 and 80', () => {
    expect(passwordStrengthLabel(49)).toBe('Weak');
    expect(passwordStrengthLabel(50)).toBe('Medium');
    expect(passwordStrengthLabel(79)).toBe('Medium');
    expect(passwordStrengthLabel(80)).toBe('Strong');
  });

  it('rates strong with 4 kinds and 12 characters, medium with 3 kinds and 8', () => {
    expect(passwordRating('Abcdefgh12!x')).toBe('strong');
    expect(passwordRating('Abcdefg1!')).toBe('medium');
    expect(passwordRating('Abcdefg1')).toBe('medium');
    expect(passwordRating('Abc1!')).toBe('weak');
    expect(passwordRating('abcdefghijkl')).toBe('weak');
  });
});
