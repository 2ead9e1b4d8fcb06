import type { NameMatch } from '@shop/shared/api/supply-bank';

/** Company-form words left out at the end of a name (after punctuation is gone): "Co., Ltd." is "co ltd". */
const SUFFIX_WORDS = new Set([
  'co',
  'company',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'corp',
  'corporation',
  'plc',
  'gmbh',
  'ag',
  'bv',
  'sa',
  'sl',
  'srl',
  'sas',
  'kk',
]);
/** Company forms written without spaces (Chinese, Japanese), at the end or, for 株式会社, at the start. */
const CJK_SUFFIXES = ['股份有限公司', '有限责任公司', '有限公司', '合同会社', '株式会社', '公司'];
const CJK_PREFIXES = ['株式会社', '合同会社'];

/**
 * A name's comparable words: full-width forms folded (NFKC), lower case, punctuation and spaces
 * as separators, company forms at the end (and 株式会社 at the start) left out.
 */
export function nameTokens(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
  while (words.length > 1 && SUFFIX_WORDS.has(words[words.length - 1]!)) words.pop();
  const last = words.length - 1;
  if (last >= 0) {
    for (const s of CJK_SUFFIXES) {
      if (words[last]!.length > s.length && words[last]!.endsWith(s)) {
        words[last] = words[last]!.slice(0, -s.length);
        break;
      }
    }
    for (const p of CJK_PREFIXES) {
      if (words[0]!.length > p.length && words[0]!.startsWith(p)) {
        words[0] = words[0]!.slice(p.length);
        break;
      }
    }
  }
  return words;
}

/** A name as compared: its words run together ("Demo  Supplier-A Co., Ltd." is "demosuppliera"). */
export function normaliseName(name: string): string {
  return nameTokens(name).join('');
}

/**
 * How an account holder's name compares with a name of the supplier: `match` when both normalise
 * to the same text; `partial` when one contains the other or they share a word of two letters or
 * more; `no_match` otherwise, and whenever either is empty. Symmetric.
 */
export function compareNames(a: string, b: string): NameMatch {
  const x = normaliseName(a);
  const y = normaliseName(b);
  if (x === '' || y === '') return 'no_match';
  if (x === y) return 'match';
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 2 && long.includes(short)) return 'partial';
  const words = new Set(nameTokens(a).filter((w) => w.length >= 2));
  if (nameTokens(b).some((w) => w.length >= 2 && words.has(w))) return 'partial';
  return 'no_match';
}
