import type { ReactElement } from 'react';

/** Small drawings for the home page's category tiles (decorative: the tile's text names the category). */
const ART: Record<string, ReactElement> = {
  yam: (
    <>
      <ellipse cx="32" cy="36" rx="24" ry="11" transform="rotate(-18 32 36)" fill="#8a5a2b" />
      <ellipse cx="30" cy="33" rx="19" ry="6" transform="rotate(-18 30 33)" fill="#a9743f" />
      <circle cx="22" cy="38" r="1.6" fill="#5f3a1b" />
      <circle cx="33" cy="35" r="1.6" fill="#5f3a1b" />
      <circle cx="42" cy="29" r="1.6" fill="#5f3a1b" />
      <ellipse cx="53" cy="26" rx="5" ry="4" fill="#f4e3c3" />
    </>
  ),
  plantain: (
    <>
      <path d="M14 18c2 20 14 32 36 34l2-5C34 44 24 34 21 17z" fill="#7cb342" />
      <path d="M20 14c4 20 16 30 36 30l1-5c-17-2-27-11-31-26z" fill="#c0ca33" />
      <path d="M25 11c6 18 17 26 34 25l0-5c-15 0-24-8-28-22z" fill="#fdd835" />
      <rect x="17" y="9" width="10" height="6" rx="2" fill="#5d4037" transform="rotate(-20 22 12)" />
    </>
  ),
  rice: (
    <>
      <path d="M8 32h48c0 14-11 22-24 22S8 46 8 32z" fill="#2e7d32" />
      <path d="M12 32c2-10 10-16 20-16s18 6 20 16z" fill="#fafafa" />
      <g fill="#e0e0e0">
        <ellipse cx="22" cy="26" rx="2.4" ry="1.2" />
        <ellipse cx="30" cy="22" rx="2.4" ry="1.2" />
        <ellipse cx="38" cy="25" rx="2.4" ry="1.2" />
        <ellipse cx="44" cy="29" rx="2.4" ry="1.2" />
        <ellipse cx="27" cy="29" rx="2.4" ry="1.2" />
      </g>
      <rect x="14" y="50" width="36" height="4" rx="2" fill="#1b5e20" />
    </>
  ),
  vegetables: (
    <>
      <path d="M30 54C12 50 8 30 18 14c12 6 18 22 12 40z" fill="#43a047" />
      <path d="M30 54c-2-14-6-26-12-40" stroke="#1b5e20" strokeWidth="2" fill="none" />
      <path d="M34 54c-4-16 4-30 20-36 4 16-4 32-20 36z" fill="#66bb6a" />
      <path d="M36 42c4 0 10 4 10 10s-4 8-8 8-8-3-8-8 2-10 6-10z" fill="#e53935" />
      <path d="M38 42c0-3 2-5 4-6" stroke="#2e7d32" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </>
  ),
  grains: (
    <>
      <path d="M32 58V14" stroke="#a1887f" strokeWidth="2.4" strokeLinecap="round" />
      <g fill="#f9a825">
        <ellipse cx="32" cy="12" rx="3.2" ry="5" />
        <ellipse cx="26" cy="20" rx="3.2" ry="5" transform="rotate(-30 26 20)" />
        <ellipse cx="38" cy="20" rx="3.2" ry="5" transform="rotate(30 38 20)" />
        <ellipse cx="26" cy="30" rx="3.2" ry="5" transform="rotate(-30 26 30)" />
        <ellipse cx="38" cy="30" rx="3.2" ry="5" transform="rotate(30 38 30)" />
        <ellipse cx="26" cy="40" rx="3.2" ry="5" transform="rotate(-30 26 40)" />
        <ellipse cx="38" cy="40" rx="3.2" ry="5" transform="rotate(30 38 40)" />
      </g>
    </>
  ),
};

export function CategoryArt({ category, size = 56 }: { category: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {ART[category] ?? <circle cx="32" cy="32" r="20" fill="#a5d6a7" />}
    </svg>
  );
}
