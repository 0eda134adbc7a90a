import { useMemo, type CSSProperties } from 'react';
import useToken from 'antd/es/theme/useToken.js';
import { theme } from '../../app/theme.js';

/**
 * The theme's resolved tokens (app/theme.ts through antd) as CSS variables, for the storefront's plain
 * markup: headings, tags, cards, stars and skeletons drawn by our CSS instead of antd components (issue
 * 14's budget) keep antd's colours and radii. antd's own CSS variables are scoped to its components, so a
 * plain element cannot read them.
 */
export function useThemeVars(): CSSProperties {
  const [, token] = useToken();
  return useMemo(
    () =>
      ({
        '--ihe-text': token.colorText,
        '--ihe-text-heading': token.colorTextHeading,
        '--ihe-text-secondary': token.colorTextDescription,
        '--ihe-font-size': `${token.fontSize}px`,
        '--ihe-font-size-sm': `${token.fontSizeSM}px`,
        '--ihe-line-height': String(token.lineHeight),
        '--ihe-font-weight-strong': String(token.fontWeightStrong),
        '--ihe-line-height-h1': String(token.lineHeightHeading1),
        '--ihe-line-height-h2': String(token.lineHeightHeading2),
        '--ihe-line-height-h3': String(token.lineHeightHeading3),
        '--ihe-primary': token.colorPrimary,
        // The theme's soft leaf green (the selected menu item's background): antd's own light primary is grey here.
        '--ihe-primary-soft': theme.components?.Menu?.itemSelectedBg,
        '--ihe-bg': token.colorBgContainer,
        '--ihe-border-secondary': token.colorBorderSecondary,
        '--ihe-radius-sm': `${token.borderRadiusSM}px`,
        '--ihe-radius': `${token.borderRadius}px`,
        '--ihe-radius-lg': `${token.borderRadiusLG}px`,
        '--ihe-shadow': token.boxShadowTertiary,
        // Tag: the default fill, and the green preset (text at level 8 as global.css sets it, for 4.5:1).
        '--ihe-tag-bg': token.colorFillTertiary,
        '--ihe-green-bg': token.green1,
        '--ihe-green-text': token.green8,
        // Rate's star and empty-star colours; the skeleton's shimmer.
        '--ihe-star': token.yellow6,
        '--ihe-star-empty': token.colorFillContent,
        '--ihe-skeleton': token.colorFillContent,
        '--ihe-skeleton-shine': token.colorFill,
        '--ihe-skeleton-icon': token.colorTextQuaternary,
      }) as CSSProperties,
    [token],
  );
}
