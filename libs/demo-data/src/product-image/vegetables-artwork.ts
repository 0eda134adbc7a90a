import type { SeededRandom } from '../seeded-random.js';

const LEAF = 'M 0 0 C 52 -42 58 -128 0 -188 C -58 -128 -52 -42 0 0 Z';

function leaf(transform: string, fill: string): string {
  const veins = [1, 2, 3, 4, 5]
    .map(
      (k) =>
        `<path d="M 0 ${-k * 30} l 30 -22 M 0 ${-k * 30} l -30 -22" stroke="#c8efb4" stroke-width="2.2" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g transform="${transform}">
    <path d="${LEAF}" fill="url(#${fill})" stroke="#1f5a2b" stroke-width="2"/>
    <path d="M 0 0 L 0 -176" stroke="#d6f5c4" stroke-width="3" opacity="0.8" stroke-linecap="round"/>
    ${veins}
  </g>`;
}

/** Vegetables: a bunch of leaves with a tomato and a scotch bonnet pepper in front. */
export function vegetablesArtwork(random: SeededRandom): string {
  const tilt = random.int(-4, 4);
  return `<defs>
    <linearGradient id="veg-leaf" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#2f7d3b"/><stop offset="1" stop-color="#6cc25a"/></linearGradient>
    <linearGradient id="veg-leaf-back" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#256631"/><stop offset="1" stop-color="#4ea548"/></linearGradient>
    <radialGradient id="veg-tomato" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#ff7a57"/><stop offset="1" stop-color="#c21f12"/></radialGradient>
    <radialGradient id="veg-pepper" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffc04a"/><stop offset="1" stop-color="#e8590c"/></radialGradient>
  </defs>
  ${leaf(`translate(250 300) rotate(${-44 + tilt}) scale(0.92)`, 'veg-leaf-back')}
  ${leaf(`translate(262 300) rotate(${40 + tilt}) scale(0.92)`, 'veg-leaf-back')}
  ${leaf(`translate(256 304) rotate(${tilt})`, 'veg-leaf')}
  <g transform="translate(206 286)">
    <circle r="62" fill="url(#veg-tomato)" stroke="#8e1409" stroke-width="2"/>
    <ellipse cx="-22" cy="-24" rx="16" ry="10" fill="#ffffff" opacity="0.35" transform="rotate(-30 -22 -24)"/>
    <path d="M 0 -58 l 10 -12 l 2 14 l 18 -4 l -12 12 l 16 8 l -20 2 l -6 14 l -8 -14 l -20 -2 l 16 -8 l -12 -12 l 18 4 z" fill="#2e7d32" stroke="#1b5e20" stroke-width="1.5"/>
  </g>
  <g transform="translate(322 300) rotate(12)">
    <path d="M -44 -10 C -48 -42 -14 -50 0 -40 C 14 -50 48 -42 44 -10 C 40 28 18 44 0 40 C -18 44 -40 28 -44 -10 Z" fill="url(#veg-pepper)" stroke="#a63d06" stroke-width="2"/>
    <path d="M 0 -40 C 2 -52 8 -60 18 -64" stroke="#3b7a26" stroke-width="7" fill="none" stroke-linecap="round"/>
    <ellipse cx="-18" cy="-18" rx="10" ry="6" fill="#ffffff" opacity="0.35"/>
  </g>`;
}
