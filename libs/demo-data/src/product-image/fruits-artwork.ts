import type { SeededRandom } from '../seeded-random.js';

const SMALL_LEAF = 'M 0 0 C 18 -16 48 -18 70 -4 C 48 10 18 12 0 0 Z';

/** Fruits: an orange with its leaf beside a ripe mango. */
export function fruitsArtwork(random: SeededRandom): string {
  const dimples = Array.from({ length: 26 }, () => {
    const angle = random.next() * Math.PI * 2;
    const distance = Math.sqrt(random.next()) * 70;
    return `<circle cx="${(Math.cos(angle) * distance).toFixed(1)}" cy="${(Math.sin(angle) * distance).toFixed(1)}" r="1.8" fill="#c65a00" opacity="0.35"/>`;
  }).join('');
  return `<defs>
    <radialGradient id="fruit-orange" cx="0.35" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffc55a"/><stop offset="1" stop-color="#ec7406"/></radialGradient>
    <linearGradient id="fruit-mango" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9bc43c"/><stop offset="0.45" stop-color="#ffd23f"/><stop offset="1" stop-color="#f0562a"/></linearGradient>
    <linearGradient id="fruit-leaf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2e7d32"/><stop offset="1" stop-color="#66bb6a"/></linearGradient>
  </defs>
  <g transform="translate(326 262) rotate(-28)">
    <ellipse rx="84" ry="60" fill="url(#fruit-mango)" stroke="#a34a1c" stroke-width="2"/>
    <ellipse cx="-30" cy="-24" rx="22" ry="10" fill="#ffffff" opacity="0.35"/>
    <path d="M -84 -4 q -10 -4 -16 -14" stroke="#5d4020" stroke-width="5" fill="none" stroke-linecap="round"/>
  </g>
  <g transform="translate(204 236)">
    <circle r="88" fill="url(#fruit-orange)" stroke="#b85400" stroke-width="2"/>
    ${dimples}
    <ellipse cx="-32" cy="-36" rx="24" ry="14" fill="#ffffff" opacity="0.4" transform="rotate(-35 -32 -36)"/>
    <path d="M 0 -86 q 2 -12 8 -20" stroke="#5d4020" stroke-width="5" fill="none" stroke-linecap="round"/>
    <g transform="translate(6 -104) rotate(-18)"><path d="${SMALL_LEAF}" fill="url(#fruit-leaf)" stroke="#1b5e20" stroke-width="1.5"/><path d="M 4 0 L 62 -4" stroke="#c8e6c9" stroke-width="1.5"/></g>
  </g>`;
}
