import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingStars } from './RatingStars.js';

const fills = () =>
  [...document.querySelectorAll<HTMLElement>('.ihe-star')].map(
    (star) => star.querySelector<HTMLElement>('.ihe-star-fill')?.style.width ?? '0',
  );

describe('RatingStars', () => {
  it('is one picture named by its figure, four and a half stars filled for 4.5', () => {
    render(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['100%', '100%', '100%', '100%', '50%']);
  });

  it('leaves the stars past the value empty', () => {
    render(<RatingStars value={2} />);
    expect(fills()).toEqual(['100%', '100%', '0', '0', '0']);
  });
});
