import { useMemo, type CSSProperties } from 'react';
import { theme as antdTheme } from 'antd';
import { theme } from '../../app/theme.js';

/**
 * The theme's resolved tokens (app/theme.ts through antd) as CSS variables, for the storefront's own
 * markup (home.css, shop.css, LogisticsServices.css): its headings and text keep the theme's colours and
 * type. antd's own CSS variables are scoped to its components, so a plain element
 * cannot read them.
 */
export function useThemeVars(): CSSProperties {
  const { token } = antdTheme.useToken();
  return useMemo(
    () =>
      ({
        '--ihe-text': token.colorText,
        '--ihe-text-heading': token.colorTextHeading,
        '--ihe-text-secondary': token.colorTextDescription,
        '--ihe-line-height': String(token.lineHeight),
        '--ihe-font-weight-strong': String(token.fontWeightStrong),
        '--ihe-line-height-h2': String(token.lineHeightHeading2),
        '--ihe-line-height-h3': String(token.lineHeightHeading3),
        '--ihe-primary': token.colorPrimary,
        // The theme's soft leaf green (the selected menu item's background): antd's own light primary is grey here.
        '--ihe-primary-soft': theme.components?.Menu?.itemSelectedBg,
      }) as CSSProperties,
    [token],
  );
}
