import { BRAND } from '../app/theme.js';
import './page-loading.css';

/**
 * The loading state shown while a route's code or a guard's check is pending: antd's large Spin, drawn by
 * page-loading.css in the theme's primary colour. It is on every route's first load, where antd's Spin
 * brought its module (and a debounce library) and did its style work at run time (issue 14).
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ihe-page-loading" role="status" style={{ color: BRAND.leaf }}>
      <span className="ihe-spin-dots" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="ihe-spin-description">{label}</span>
    </div>
  );
}
