import { SeededRandom, hashText } from '../seeded-random.js';
import { paletteFor } from './category-palettes.js';
import { escapeXml, fitName } from './svg-text.js';
import { yamArtwork } from './tuber-artwork.js';
import { plantainArtwork } from './plantain-artwork.js';
import { riceArtwork } from './rice-artwork.js';
import { vegetablesArtwork } from './vegetables-artwork.js';
import { fruitsArtwork } from './fruits-artwork.js';
import { grainsArtwork } from './grains-artwork.js';
import { otherArtwork } from './other-artwork.js';

export interface ProductImageInput {
  name: string;
  category: string;
  farmOrigin?: string | null;
  /** Varies the drawing between products of a kind (default: the name). */
  id?: string;
}

const ARTWORK: Record<string, (random: SeededRandom) => string> = {
  yam: yamArtwork,
  plantain: plantainArtwork,
  rice: riceArtwork,
  vegetables: vegetablesArtwork,
  fruits: fruitsArtwork,
  grains: grainsArtwork,
};

const FONT = `'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif`;
const SIZE = 512;
const LABEL = { x: 24, y: 380, width: 464, height: 108 } as const;

/**
 * A square product picture as SVG text: the category's colour gradient, a drawing of the produce and the
 * product's name on a label. Deterministic for the same input. No Organic badge: the shop's card shows
 * its own, and two overlapped on phone thumbnails.
 */
export function productImageSvg(product: ProductImageInput): string {
  const category = product.category.trim().toLowerCase();
  const palette = paletteFor(category);
  const random = new SeededRandom(hashText(product.id ?? product.name));
  const artwork = (ARTWORK[category] ?? otherArtwork)(random);
  const name = escapeXml(product.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${name}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <filter id="soft-shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#000000" flood-opacity="0.18"/></filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${backgroundDots(random)}
  <circle cx="256" cy="228" r="190" fill="url(#glow)"/>
  <ellipse cx="256" cy="350" rx="170" ry="20" fill="#000000" opacity="0.14"/>
  <g filter="url(#soft-shadow)">${artwork}</g>
  ${label(product, palette.accent)}
</svg>
`;
}

function backgroundDots(random: SeededRandom): string {
  return Array.from({ length: 7 }, () => {
    const r = random.int(18, 60);
    return `<circle cx="${random.int(0, SIZE)}" cy="${random.int(0, 360)}" r="${r}" fill="#ffffff" opacity="${(0.06 + random.next() * 0.08).toFixed(2)}"/>`;
  }).join('');
}

function label(product: ProductImageInput, accent: string): string {
  const { lines, fontSize } = fitName(product.name, LABEL.width - 40);
  const caption = [product.category, product.farmOrigin].filter(Boolean).join(' · ').toUpperCase();
  const captionY = LABEL.y + 30;
  const firstLineY = lines.length === 1 ? LABEL.y + 78 : LABEL.y + 62;
  const text = lines
    .map(
      (line, i) =>
        `<text x="256" y="${firstLineY + i * (fontSize + 2)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#1e2a1f">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<g filter="url(#soft-shadow)"><rect x="${LABEL.x}" y="${LABEL.y}" width="${LABEL.width}" height="${LABEL.height}" rx="22" fill="#ffffff" opacity="0.94"/></g>
  <text x="256" y="${captionY}" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="600" letter-spacing="2.5" fill="${accent}">${escapeXml(caption)}</text>
  ${text}`;
}
