/**
 * How a terminology search matches (decision 0061): the stored terms and what the doctor types go
 * through the same folding, so "amavata", "Āmavāta", "AmavAtaH" and "aamavaata" meet on "amavata",
 * and Devanagari is matched as typed (only Unicode-normalised: its vowel signs are letters, not accents).
 */

/** Latin combining accents (U+0300-U+036F): macron, dot below, ring below, acute, tilde... */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Everything that is neither a Latin letter or digit nor Devanagari (its letters, signs and digits) separates words. */
const SEPARATORS = /[^a-z0-9\p{Script=Devanagari}]+/gu;
/** English spellings of Sanskrit sounds folded to one letter: shvasa/svasa, chhardi/cardi, jwara/jvara. */
const FOLDS: [RegExp, string][] = [
  [/sh/g, 's'],
  [/([kgcjtdpb])h/g, '$1'],
  [/w/g, 'v'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  /** ṛ written "ri" (hṛdroga / hridroga): the stored ṛ loses its dot and meets the typed one here. */
  [/ri/g, 'r'],
  [/([a-z])\1+/g, '$1'],
];

/**
 * Lower case without diacritics (IAST ā ī ū ṛ r̥ ṝ ḷ ṃ ṁ ḥ ñ ṅ ṇ ṭ ḍ ś ṣ ē ō), English spellings folded,
 * anything else a single space. Devanagari passes through (NFC), so it matches what is typed.
 */
export function normaliseForSearch(value: string): string {
  let out = value.normalize('NFD').replace(LATIN_ACCENTS, '').toLowerCase();
  for (const [from, to] of FOLDS) out = out.replace(from, to);
  return out.normalize('NFC').replace(SEPARATORS, ' ').trim();
}

/** A code as the search compares it: lower case, no spaces ("SP11" and "sp 11" are one code). */
export const codeKey = (code: string): string => code.normalize('NFC').toLowerCase().replace(/\s+/g, '');
