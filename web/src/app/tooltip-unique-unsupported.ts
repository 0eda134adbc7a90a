/**
 * Stands in for antd's tooltip UniqueProvider in bundles (bundle-size.config.ts): ConfigProvider renders it
 * only when `tooltip.unique` is set, and Tooltip only offers it as `Tooltip.UniqueProvider`; this app does
 * neither.
 */
export default function UniqueTooltipUnsupported(): never {
  throw new Error('ConfigProvider tooltip.unique is not in this build: see web/bundle-size.config.ts');
}
