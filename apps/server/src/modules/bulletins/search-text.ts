/**
 * Text search columns (docs/decisions/004-text-search.md).
 *
 * `normalizeSearch` gives the plain form text is compared in: NFKC, lower case, every run of characters
 * that are neither letters nor digits turned into one space.
 *
 * `searchKey` rewrites that form into ASCII so that pg_trgm indexes every language the same way on
 * every database locale, and so that short Korean terms still yield trigrams:
 *  - ASCII letters and digits stay as they are (lower case), spaces stay;
 *  - a Hangul syllable becomes four upper-case letters: a lead letter A..F and three letters K..Z
 *    ("시세", two characters pg_trgm cannot index, becomes eight letters and six trigrams);
 *  - any other letter or digit becomes six upper-case letters: a lead G..J and five letters K..Z.
 * Upper case never comes from the text itself and a lead letter never continues a code, so a LIKE match
 * of an encoded term on an encoded text is exactly a substring match of the plain forms: the key column
 * is both the indexed column and its own exact re-check.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CONT = 'KLMNOPQRSTUVWXYZ';
const HANGUL_LEAD = 'ABCDEF';
const OTHER_LEAD = 'GHIJ';

function encode(cp: number): string {
  if (cp >= HANGUL_FIRST && cp <= HANGUL_LAST) {
    const n = cp - HANGUL_FIRST; // 0..11171 < 6 * 16^3
    return HANGUL_LEAD[n >> 12] + CONT[(n >> 8) & 15] + CONT[(n >> 4) & 15] + CONT[n & 15];
  }
  // 0..0x10FFFF < 4 * 16^5
  return OTHER_LEAD[cp >> 20] + CONT[(cp >> 16) & 15] + CONT[(cp >> 12) & 15] + CONT[(cp >> 8) & 15] + CONT[(cp >> 4) & 15] + CONT[cp & 15];
}

const cache = new Map<number, string>();

export function searchKey(normalized: string): string {
  let out = '';
  for (const ch of normalized) {
    const cp = ch.codePointAt(0)!;
    if (cp < 128) {
      out += ch;
      continue;
    }
    let code = cache.get(cp);
    if (code === undefined) {
      code = encode(cp);
      if (cache.size < 20_000) cache.set(cp, code);
    }
    out += code;
  }
  return out;
}

/** The search column of one language view of an item: its subject and the text of its body. */
export function searchColumn(subject: string, bodyText: string): string {
  return searchKey(normalizeSearch(`${subject} ${bodyText}`));
}

/** The LIKE pattern of a search term, or null when the term has fewer than `min` letters or digits. */
export function searchPattern(term: string, min: number): string | null {
  const text = normalizeSearch(term);
  if ([...text.replace(/ /g, '')].length < min) return null;
  return `%${searchKey(text)}%`;
}
