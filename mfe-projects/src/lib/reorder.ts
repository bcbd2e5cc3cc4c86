/** The ids of a list with the item at `index` moved by `offset` places (-1 up, +1 down). */
export function moved(ids: readonly number[], index: number, offset: -1 | 1): number[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
