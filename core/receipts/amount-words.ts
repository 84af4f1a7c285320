/**
 * Rupee amounts as a receipt writes them: in figures with Indian grouping (₹2,50,075) and in words
 * on the Indian system (thousand, lakh, crore), in English ('Rupees One Thousand Two Hundred Only')
 * and Hindi ('एक हज़ार दो सौ रुपये मात्र'). Whole rupees only: fees are whole rupees.
 */
import type { Locale } from '@core/i18n/locales';

const EN_UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Hindi has a word of its own for every number from 1 to 99. */
const HI_1_99 = (
  'एक दो तीन चार पाँच छह सात आठ नौ दस ' +
  'ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस ' +
  'इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
  'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास ' +
  'इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर ' +
  'इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे ' +
  'इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

interface Words {
  below100(n: number): string;
  hundred: string;
  scales: [crore: string, lakh: string, thousand: string];
  zero: string;
  wrap(words: string): string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    below100: (n) => (n < 20 ? EN_UNITS[n]! : [EN_TENS[Math.floor(n / 10)], EN_UNITS[n % 10]].filter(Boolean).join('-')),
    hundred: 'Hundred',
    scales: ['Crore', 'Lakh', 'Thousand'],
    zero: 'Zero',
    wrap: (words) => `Rupees ${words} Only`,
  },
  hi: {
    below100: (n) => HI_1_99[n - 1]!,
    hundred: 'सौ',
    scales: ['करोड़', 'लाख', 'हज़ार'],
    zero: 'शून्य',
    wrap: (words) => `${words} रुपये मात्र`,
  },
};

/** 0..99999: below a lakh, as thousands, hundreds and the rest. */
function groupWords(n: number, w: Words): string[] {
  const parts: string[] = [];
  const [, , thousand] = w.scales;
  if (n >= 1000) parts.push(w.below100(Math.floor(n / 1000)), thousand);
  const hundreds = Math.floor((n % 1000) / 100);
  if (hundreds) parts.push(w.below100(hundreds), w.hundred);
  if (n % 100) parts.push(w.below100(n % 100));
  return parts;
}

function wholeWords(n: number, w: Words): string[] {
  if (n >= 1_00_00_000) {
    const rest = n % 1_00_00_000;
    return [...wholeWords(Math.floor(n / 1_00_00_000), w), w.scales[0], ...(rest ? wholeWords(rest, w) : [])];
  }
  const lakhs = Math.floor(n / 1_00_000);
  return [...(lakhs ? [w.below100(lakhs), w.scales[1]] : []), ...groupWords(n % 1_00_000, w)];
}

/** 1200 -> 'Rupees One Thousand Two Hundred Only' / 'एक हज़ार दो सौ रुपये मात्र'. */
export function amountInWords(rupees: number, locale: Locale): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`not a whole number of rupees: ${rupees}`);
  const w = WORDS[locale];
  return w.wrap(rupees === 0 ? w.zero : wholeWords(rupees, w).join(' '));
}
