import { useThemeVars } from '../catalog/theme-vars.js';
import '../../components/skeleton.css';

const LINES = [0, 1, 2, 3];

/**
 * The order summary while the cart loads: antd's active Skeleton with an avatar and four lines, drawn as
 * plain blocks (shaped in checkout.css; the lines and the shimmer, which the compositor moves, in
 * components/skeleton.css). antd's animates each block's background, restyling and repainting the
 * summary on every frame while the page starts.
 */
export function OrderSummarySkeleton() {
  return (
    <div className="ihe-summary-skeleton" style={useThemeVars()} aria-hidden>
      <div className="ihe-skeleton ihe-summary-skeleton-avatar" />
      <div className="ihe-summary-skeleton-section">
        <div className="ihe-skeleton ihe-summary-skeleton-title" />
        {LINES.map((line) => (
          <div
            key={line}
            className={`ihe-skeleton ihe-skeleton-line${line === LINES.length - 1 ? ' ihe-skeleton-line-last' : ''}`}
          />
        ))}
      </div>
    </div>
  );
}
