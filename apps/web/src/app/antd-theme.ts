import type { ThemeConfig } from 'antd';

/**
 * Shared by the console and the static-style generator: class names and CSS variables must match
 * between the two, so the hash is off and the CSS-variable key is fixed.
 */
export const ANTD_THEME: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'shop' },
  zeroRuntime: true,
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
};
