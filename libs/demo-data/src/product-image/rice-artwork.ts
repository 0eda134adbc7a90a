import type { SeededRandom } from '../seeded-random.js';

function grain(x: number, y: number, angle: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="9" ry="3.6" transform="rotate(${angle} ${x} ${y})" fill="#fffdf4" stroke="#cdb98a" stroke-width="1.2"/>`;
}

/** Rice: a calabash bowl heaped with grains, a few spilled in front. */
export function riceArtwork(random: SeededRandom): string {
  const heap: string[] = [];
  for (let i = 0; i < 90; i++) {
    const y = random.int(150, 246);
    // The heap's half-width grows from ~40 at its top to ~125 at the rim.
    const halfWidth = 40 + ((y - 150) / 96) * 85;
    heap.push(grain(256 + random.int(-Math.round(halfWidth), Math.round(halfWidth)), y, random.int(0, 179)));
  }
  const spilled = Array.from({ length: 12 }, () =>
    grain(random.int(120, 400), random.int(336, 356), random.int(0, 179)),
  );
  return `<defs>
    <linearGradient id="rice-bowl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a0642e"/><stop offset="1" stop-color="#5c3415"/></linearGradient>
    <radialGradient id="rice-heap" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#efe4c6"/></radialGradient>
  </defs>
  <path d="M 118 250 C 150 160 205 132 256 132 C 307 132 362 160 394 250 Z" fill="url(#rice-heap)"/>
  ${heap.join('')}
  <path d="M 106 250 A 150 95 0 0 0 406 250 Z" fill="url(#rice-bowl)" stroke="#4a2a10" stroke-width="2"/>
  <path d="M 132 282 Q 256 318 380 282 M 160 312 Q 256 340 352 312" stroke="#c08a50" stroke-width="3" fill="none" opacity="0.6"/>
  <ellipse cx="256" cy="250" rx="150" ry="16" fill="#7a4a20" stroke="#4a2a10" stroke-width="2"/>
  <ellipse cx="256" cy="247" rx="136" ry="9" fill="#fbf4de"/>
  ${spilled.join('')}`;
}
