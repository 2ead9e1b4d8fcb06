/** Business constants shared by the server and the console (spec section 9). */
export const PAGER = {
  defaultPageSize: 20,
  pageSizes: [10, 20, 50, 100] as const,
  layout: 'total, sizes, prev, pager, next, jumper',
} as const;

export const REQUEST = {
  timeoutMs: 10_000,
  retries: 2,
  retryDelayMs: 5_000,
  errorToastMs: 3_000,
  networkToastMs: 5_000,
} as const;

export const LIVE = {
  heartbeatMs: 20_000,
  pollingMs: 30_000,
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 30_000,
} as const;

export const UI = {
  narrowBreakpointPx: 768,
  sidebarWidthPx: 210,
  backToTopAfterPx: 100,
  loadingResetMs: 6_000,
  feedbackDialogWidthPx: 600,
} as const;

export const IMAGE_LIMITS = {
  /** product and feedback images */
  largeBytes: 10 * 1024 * 1024,
  /** logo, watermark, general uploads */
  standardBytes: 2 * 1024 * 1024,
  /** icons */
  smallBytes: 500 * 1024,
  iconSizePx: 16,
  mimeTypes: ['image/jpeg', 'image/png'] as const,
  feedbackMaxImages: 5,
} as const;

export const SEO_LIMITS = {
  titleMax: 70,
  descriptionMax: 220,
  keywordsMin: 8,
  keywordsMax: 10,
} as const;

export const AUTH = {
  usernameMax: 64,
  passwordMin: 8,
  passwordMax: 128,
  lockoutFailures: 5,
  lockoutWindowMs: 15 * 60_000,
  ipLoginLimit: 30,
  ipLoginWindowMs: 60_000,
  submitMarker: 'login',
} as const;

export const LANGUAGES = ['zh-CN', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_COOKIE = 'lang';

export const WATERMARK_POSITIONS = [
  'northwest', 'north', 'northeast',
  'west', 'centre', 'east',
  'southwest', 'south', 'southeast',
] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
