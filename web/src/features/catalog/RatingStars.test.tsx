import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingStars, starsFill } from './RatingStars.js';

const stars = (name: string) => screen.getByRole('img', { name });

describe('RatingStars', () => {
  it('is one picture named by its figure, filled through four stars and half the fifth for 4.5', () => {
    render(<RatingStars value={4.5} />);
    // Each star is 1em wide with 0.2em after it (catalog.css): 4 × 1.2em + 0.5em.
    expect(stars('Rated 4.5 out of 5').style.getPropertyValue('--ihe-stars-fill')).toBe('5.3em');
    expect(stars('Rated 4.5 out of 5').style.width).toBe('5.8em');
  });

  it('leaves the stars past the value empty, and keeps the fill within the stars', () => {
    expect(starsFill(2)).toBe('2.4em');
    expect(starsFill(0)).toBe('0em');
    expect(starsFill(5)).toBe('6em');
    expect(starsFill(7)).toBe('6em');
    expect(starsFill(-1)).toBe('0em');
    expect(starsFill(3.25)).toBe('3.85em');
  });
});
