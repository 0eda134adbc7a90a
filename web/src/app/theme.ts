import type { ThemeConfig } from 'antd';

/** Brand colours (docs/web-ui.md): deep leaf green primary, yam/harvest amber accent, neutral greys. */
export const BRAND = {
  leaf: '#2e7d32',
  leafDark: '#1b5e20',
  harvest: '#e89b12',
  /** The amber for text on white: the brand amber itself is 2.3:1 there, this is 3.8:1 (large bold text). */
  harvestText: '#b8740a',
  harvestSoft: '#fdf3e1',
  canvas: '#f6f8f3',
} as const;

/**
 * The class under which the theme's CSS variables (--ant-color-primary, --ant-control-height…) apply: antd
 * gives it to its components, and our own layout CSS reads them under it.
 */
export const themeVariablesClass = 'ihe-theme';

export const theme: ThemeConfig = {
  // A fixed class for the theme's CSS variables, named in the prerendered styles and in our own CSS.
  cssVar: { key: themeVariablesClass },
  token: {
    colorPrimary: BRAND.leaf,
    colorLink: BRAND.leaf,
    colorWarning: BRAND.harvest,
    colorInfo: BRAND.leaf,
    borderRadius: 10,
    borderRadiusLG: 14,
    // Big touch targets for phones (docs/web-ui.md).
    controlHeight: 40,
    controlHeightLG: 48,
    fontSize: 15,
    // WCAG AA contrast (4.5:1) on white and the canvas: antd's defaults give 3.4 for secondary text,
    // 1.8 for placeholders and 3.3 for error messages.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#d32f2f',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      bodyBg: BRAND.canvas,
      footerBg: '#14301a',
      siderBg: '#ffffff',
      headerPadding: '0 16px',
    },
    Button: { primaryShadow: 'none', fontWeight: 500 },
    Menu: { itemBorderRadius: 8, itemSelectedBg: '#e8f3e8', itemSelectedColor: BRAND.leafDark },
    Card: { headerFontSize: 17 },
    // An unchecked switch's label is white on its grey track: the track darkens to 4.7:1.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
  },
};
