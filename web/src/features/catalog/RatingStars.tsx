import { StarFilled } from '@ant-design/icons';

/**
 * A read-only rating as five stars (halves allowed), named for screen readers by its figure. A static
 * picture, not antd's Rate: nothing here is chosen by the user, and Rate brings its tooltips along.
 */
export function RatingStars({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <span className="ihe-stars" role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(Math.max(value - index, 0), 1);
        return (
          <span key={index} className="ihe-star" aria-hidden>
            <StarFilled />
            {fill > 0 && (
              <span className="ihe-star-fill" style={{ width: `${fill * 100}%` }}>
                <StarFilled />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
