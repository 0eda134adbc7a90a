import type { SeededRandom } from '../seeded-random.js';

const FINGER = 'M 0 -12 Q 110 -34 206 -72 L 212 -62 Q 122 26 0 12 Z';

function finger(angle: number, scale: number, fill: string): string {
  return `<g transform="rotate(${angle}) scale(${scale})">
    <path d="${FINGER}" fill="url(#${fill})" stroke="#5b6b1a" stroke-width="2" stroke-linejoin="round"/>
    <path d="M 8 0 Q 112 -8 204 -64" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>
    <circle cx="210" cy="-68" r="6" fill="#4a3a18"/>
  </g>`;
}

/** Plantain: a hand of curved fingers fanned out from a crown on its stalk. */
export function plantainArtwork(random: SeededRandom): string {
  const back = [-46, -30, -14, 2].map((a) => finger(a + random.int(-3, 3), 0.86, 'plantain-back')).join('');
  const front = [-38, -22, -6, 10].map((a) => finger(a + random.int(-3, 3), 1, 'plantain-front')).join('');
  return `<defs>
    <linearGradient id="plantain-front" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9cc23a"/><stop offset="0.55" stop-color="#d9df4a"/><stop offset="1" stop-color="#f3cf3c"/></linearGradient>
    <linearGradient id="plantain-back" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7da22c"/><stop offset="1" stop-color="#b9c23a"/></linearGradient>
    <linearGradient id="plantain-stalk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a6a3a"/><stop offset="1" stop-color="#5a4322"/></linearGradient>
  </defs>
  <g transform="translate(40 0)">
  <path d="M 118 300 C 100 250 92 170 110 96" stroke="url(#plantain-stalk)" stroke-width="26" fill="none" stroke-linecap="round"/>
  <g transform="translate(122 278)">${back}</g>
  <g transform="translate(116 300)">${front}</g>
  <ellipse cx="118" cy="292" rx="26" ry="34" fill="url(#plantain-stalk)"/>
  </g>`;
}
