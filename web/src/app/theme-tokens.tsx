import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { theme } from './theme.js';

/**
 * Derives the theme's tokens (antd's colour palettes and the rest, ~50 ms at 4x CPU throttling) in a render
 * of their own, so the app's first render, in a later task, finds them in antd's style cache instead of
 * computing them inside one long task. The little root stays mounted: antd drops cached tokens once no
 * mounted component uses them.
 */
export function deriveThemeTokens(): void {
  createRoot(document.createElement('div')).render(<ConfigProvider theme={theme} />);
}
