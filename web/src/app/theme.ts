import type { ThemeConfig } from 'antd';

/** Brand colours (docs/web-ui.md): deep leaf green primary, yam/harvest amber accent, neutral greys. */
export const BRAND = {
  leaf: '#2e7d32',
  leafDark: '#1b5e20',
  harvest: '#e89b12',
  harvestSoft: '#fdf3e1',
  canvas: '#f6f8f3',
} as const;

export const theme: ThemeConfig = {
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
    Menu: { itemBorderRadius: 8, itemSelectedBg: '#e8f3e8' },
    Card: { headerFontSize: 17 },
  },
};
