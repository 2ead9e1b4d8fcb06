/** Wide characters (CJK, Hangul, fullwidth forms, the supplementary ideographs): one em each. */
const WIDE = new RegExp(
  '[\\u1100-\\u115f\\u2e80-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6]' +
    '|[\\u{20000}-\\u{3fffd}]',
  'u',
);

/**
 * Rough advance of a text in ems: wide characters one em, others about 0.62. The watermark is
 * laid out with it on the server (the stored picture) and in the console (its preview), so both
 * place it alike.
 */
export function emsOf(text: string): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : 0.62;
  return Math.max(ems, 1);
}
