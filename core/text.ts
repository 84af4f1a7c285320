/** Pure text helpers shared by the pages and the server. */

/**
 * `text` cut to at most `max` characters at the last word boundary (a space, or just after a
 * comma, semicolon or colon, as in JSON), with '…' after it when anything was cut. A single word
 * longer than half of `max` is cut where it must be.
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  if (/\s/.test(text[max] ?? '')) return `${head.trimEnd()}…`;
  let boundary = -1;
  for (const match of head.matchAll(/\s+|[,;:](?=\S)/g)) boundary = /\s/.test(match[0]) ? match.index : match.index + 1;
  const cut = boundary >= max / 2 ? head.slice(0, boundary) : head;
  return `${cut.trimEnd()}…`;
}

/**
 * The first word of a person's name ('Asha Devi Kulkarni' -> 'Asha'): all a therapist needs to
 * greet a patient, and all the therapist's and the schedule's views send of it.
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
