import { Link } from 'react-router-dom';
import { BRAND } from '../app/theme.js';

/** "Ihe Market" with a leaf mark; links home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      aria-label="Ihe Market home"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={inverted ? '#ffffff' : BRAND.leaf} />
        <path
          d="M9 21c0-7 5-11 14-12-1 9-5 14-12 14l-2 2"
          fill="none"
          stroke={inverted ? BRAND.leaf : '#ffffff'}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="9" r="2.2" fill={BRAND.harvest} />
      </svg>
      <span
        style={{
          fontWeight: 700,
          fontSize: 19,
          letterSpacing: 0.2,
          color: inverted ? '#ffffff' : BRAND.leafDark,
          whiteSpace: 'nowrap',
        }}
      >
        Ihe <span style={{ color: inverted ? BRAND.harvest : BRAND.harvestText }}>Market</span>
      </span>
    </Link>
  );
}
