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

/** What each kind of picture may be: the byte limit, and exact pixel dimensions where the spec sets them. */
export const IMAGE_KINDS = {
  product: { maxBytes: IMAGE_LIMITS.largeBytes, watermark: true },
  feedback: { maxBytes: IMAGE_LIMITS.largeBytes },
  category: { maxBytes: IMAGE_LIMITS.standardBytes },
  icon: { maxBytes: IMAGE_LIMITS.smallBytes, exactPx: IMAGE_LIMITS.iconSizePx },
  logo: { maxBytes: IMAGE_LIMITS.standardBytes },
  watermark: { maxBytes: IMAGE_LIMITS.standardBytes },
  avatar: { maxBytes: IMAGE_LIMITS.standardBytes },
  general: { maxBytes: IMAGE_LIMITS.standardBytes },
} as const satisfies Record<string, { maxBytes: number; exactPx?: number; watermark?: boolean }>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** Pictures: thumbnails fit in this square; larger pixel counts are refused (decompression bombs). */
export const IMAGE_PROCESSING = {
  thumbnailPx: 240,
  maxInputPixels: 40_000_000,
} as const;

/** Product import: file and row limits. */
export const IMPORT_LIMITS = {
  maxBytes: 32 * 1024 * 1024,
  maxRows: 100_000,
  /** errors listed in a dry run answer; the count is always exact */
  maxListedErrors: 1_000,
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

/**
 * The floor of the customer password minimum: the spec's "more than 6 characters". Settings >
 * members may raise the minimum; the server checks the one in force.
 */
export const CUSTOMER_PASSWORD_FLOOR = 7;

export const LANGUAGES = ['zh-CN', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_COOKIE = 'lang';

export const WATERMARK_POSITIONS = [
  'northwest',
  'north',
  'northeast',
  'west',
  'centre',
  'east',
  'southwest',
  'south',
  'southeast',
] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
