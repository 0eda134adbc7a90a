import type { SeededRandom } from '../seeded-random.js';

/** Grains: a tied jute sack marked with a grain stalk, grains spilling beside it. */
export function grainsArtwork(random: SeededRandom): string {
  const spilled = Array.from({ length: 22 }, () => {
    const x = random.int(330, 420);
    const y = random.int(326, 352);
    return `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.5" fill="#e8b84a" stroke="#a87718" stroke-width="1" transform="rotate(${random.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  const kernels = [0, 1, 2, 3, 4]
    .map(
      (k) =>
        `<ellipse cx="-9" cy="${-k * 16}" rx="6" ry="9" transform="rotate(-30 -9 ${-k * 16})" fill="#a8741c"/><ellipse cx="9" cy="${-k * 16 - 6}" rx="6" ry="9" transform="rotate(30 9 ${-k * 16 - 6})" fill="#a8741c"/>`,
    )
    .join('');
  return `<defs>
    <linearGradient id="grain-sack" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c99a5b"/><stop offset="0.5" stop-color="#e3bf85"/><stop offset="1" stop-color="#b98945"/></linearGradient>
  </defs>
  <path d="M 222 140 L 232 104 L 244 132 L 256 100 L 268 132 L 280 104 L 290 140 Z" fill="#d8b173" stroke="#8a6230" stroke-width="2" stroke-linejoin="round"/>
  <path d="M 172 176 C 160 226 150 300 166 346 C 222 362 290 362 346 346 C 362 300 352 226 340 176 C 318 150 194 150 172 176 Z" fill="url(#grain-sack)" stroke="#8a6230" stroke-width="2.5"/>
  <path d="M 184 190 C 174 240 168 296 178 334 M 328 190 C 338 240 344 296 334 334" stroke="#9c7440" stroke-width="2" stroke-dasharray="7 6" fill="none"/>
  <path d="M 206 148 C 230 138 282 138 306 148 L 302 164 C 280 156 232 156 210 164 Z" fill="#7a5326"/>
  <g transform="translate(256 296)">
    <path d="M 0 28 L 0 -78" stroke="#8a5c14" stroke-width="4" stroke-linecap="round"/>
    ${kernels}
  </g>
  ${spilled}`;
}
