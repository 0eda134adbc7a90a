import type { SeededRandom } from '../seeded-random.js';

/** Any other category: a woven basket with fresh leaves. */
export function otherArtwork(random: SeededRandom): string {
  const weave = [0, 1, 2, 3]
    .map(
      (k) =>
        `<path d="M ${138 + k * 6} ${250 + k * 24} Q 256 ${270 + k * 24} ${374 - k * 6} ${250 + k * 24}" stroke="#8a5a2b" stroke-width="3" fill="none" opacity="0.7"/>`,
    )
    .join('');
  const tilt = random.int(-8, 8);
  return `<defs>
    <linearGradient id="other-basket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a15f"/><stop offset="1" stop-color="#9c6630"/></linearGradient>
    <linearGradient id="other-leaf" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#2f7d3b"/><stop offset="1" stop-color="#7ccf62"/></linearGradient>
  </defs>
  <g transform="translate(256 236)">
    <path d="M 0 0 C 40 -40 40 -110 0 -150 C -40 -110 -40 -40 0 0 Z" fill="url(#other-leaf)" transform="rotate(${-35 + tilt})"/>
    <path d="M 0 0 C 40 -40 40 -110 0 -150 C -40 -110 -40 -40 0 0 Z" fill="url(#other-leaf)" transform="rotate(${30 + tilt})"/>
    <path d="M 0 0 C 40 -40 40 -110 0 -150 C -40 -110 -40 -40 0 0 Z" fill="url(#other-leaf)" transform="rotate(${tilt})"/>
  </g>
  <path d="M 120 236 L 392 236 L 362 344 C 300 360 212 360 150 344 Z" fill="url(#other-basket)" stroke="#6b4118" stroke-width="2.5"/>
  ${weave}
  <rect x="112" y="226" width="288" height="20" rx="10" fill="#b57a3c" stroke="#6b4118" stroke-width="2"/>`;
}
