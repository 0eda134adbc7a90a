import type { SeededRandom } from '../seeded-random.js';

const TUBER_OUTLINE = 'M -140 -50 C -60 -68 60 -60 122 -42 C 168 -28 178 12 142 32 C 100 56 -40 54 -140 45 Z';

/** One yam tuber around the origin, cut open at its left end, with spots and root hairs. */
function tuber(random: SeededRandom, transform: string, skin: string): string {
  const spots = Array.from({ length: 16 }, () => {
    const x = random.int(-115, 125);
    const y = random.int(-38, 34);
    return `<ellipse cx="${x}" cy="${y}" rx="${random.int(3, 7)}" ry="${random.int(1, 3)}" fill="#3d2410" opacity="0.45" transform="rotate(${random.int(-25, 25)} ${x} ${y})"/>`;
  }).join('');
  const hairs = Array.from({ length: 12 }, (_, i) => {
    const x = -110 + i * 21 + random.int(-6, 6);
    const top = i % 2 === 0;
    const y = top ? -52 + Math.abs(x) * 0.06 : 48 - Math.abs(x) * 0.05;
    const dy = (top ? -1 : 1) * random.int(8, 16);
    return `<path d="M ${x} ${y} q ${random.int(-6, 6)} ${dy / 2} ${random.int(-8, 8)} ${dy}" stroke="#4a2c14" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `<g transform="${transform}">
    ${hairs}
    <path d="${TUBER_OUTLINE}" fill="url(#${skin})" stroke="#4a2c14" stroke-width="2"/>
    <path d="M -120 -38 C -40 -52 60 -46 118 -30" stroke="#c9965f" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/>
    ${spots}
    <ellipse cx="-140" cy="-2" rx="17" ry="47" fill="url(#yam-flesh)" stroke="#d8c197" stroke-width="3"/>
    <ellipse cx="-139" cy="-2" rx="9" ry="32" fill="none" stroke="#eadbb8" stroke-width="2"/>
  </g>`;
}

/** Yam: two tubers, one behind the other. */
export function yamArtwork(random: SeededRandom): string {
  return `<defs>
    <linearGradient id="yam-skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8743f"/><stop offset="1" stop-color="#5f3a1b"/></linearGradient>
    <linearGradient id="yam-skin-back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8f6133"/><stop offset="1" stop-color="#4e2f15"/></linearGradient>
    <radialGradient id="yam-flesh" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="#f0e0bd"/></radialGradient>
  </defs>
  ${tuber(random, 'translate(282 168) rotate(-14) scale(0.82)', 'yam-skin-back')}
  ${tuber(random, 'translate(246 252) rotate(7)', 'yam-skin')}`;
}
