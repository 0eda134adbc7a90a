/** Background and accent colours of a category's product image. */
export interface CategoryPalette {
  light: string;
  dark: string;
  /** Caption and badge text on the white label. */
  accent: string;
}

export const CATEGORY_PALETTES: Readonly<Record<string, CategoryPalette>> = {
  yam: { light: '#f9dfb8', dark: '#c7763d', accent: '#8a4b1f' },
  plantain: { light: '#f2f7b5', dark: '#78ab33', accent: '#4d7a1c' },
  rice: { light: '#fdf6e3', dark: '#d4ab5c', accent: '#8c6a24' },
  vegetables: { light: '#d4f2c8', dark: '#3e9651', accent: '#2a6b37' },
  fruits: { light: '#ffe0b3', dark: '#ef6d3b', accent: '#b34712' },
  grains: { light: '#fbe7a8', dark: '#c48a28', accent: '#87601a' },
};

export const OTHER_PALETTE: CategoryPalette = { light: '#e3efe6', dark: '#6a8f78', accent: '#3f5d4a' };

export const paletteFor = (category: string): CategoryPalette => CATEGORY_PALETTES[category] ?? OTHER_PALETTE;
