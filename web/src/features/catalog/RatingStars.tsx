import type { CSSProperties } from 'react';

/** A star's width and the space after it, in em (catalog.css draws them). */
const STAR_EM = 1;
const STEP_EM = 1.2;

/** How far from the left the stars are filled for `value` (halves and other fractions allowed). */
export function starsFill(value: number, max = 5): string {
  const clamped = Math.min(Math.max(value, 0), max);
  const whole = Math.floor(clamped);
  return `${Math.round((whole * STEP_EM + (clamped - whole) * STAR_EM) * 1000) / 1000}em`;
}

/**
 * A read-only rating as five stars (halves allowed), named for screen readers by its figure. A static
 * picture, not antd's Rate: nothing here is chosen by the user, and Rate brings its tooltips along.
 */
export function RatingStars({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <span
      className="ihe-stars"
      role="img"
      aria-label={`Rated ${value} out of ${max}`}
      style={
        {
          width: `${max * STEP_EM - (STEP_EM - STAR_EM)}em`,
          '--ihe-stars-fill': starsFill(value, max),
        } as CSSProperties
      }
    />
  );
}
