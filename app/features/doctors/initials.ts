/** Up to two initials of a person's name, ignoring titles such as 'Dr.' ('Dr. Meera Sharma' -> 'MS'). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(dr|mr|mrs|ms|prof|vaidya)\.?$/i.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}
