import type { ThemeConfig } from 'antd';

/**
 * Shared by the console and the static-style generator: class names and CSS variables must match
 * between the two, so the hash is off and the CSS-variable key is fixed.
 */
export const ANTD_THEME: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'shop' },
  zeroRuntime: true,
  // Colours darker than antd's defaults so that text meets WCAG AA contrast (4.5:1) on white:
  // links and info (info), primary buttons and the selected menu entry (primary), danger links (error),
  // secondary texts such as breadcrumbs and statistic titles (tertiary), placeholders. Hover shades
  // go darker, not lighter as antd derives them: white on antd's lighter hover blue is only 4.16:1.
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorInfo: '#0958d9',
    colorInfoHover: '#003eb3',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
  },
};
