/** A typeahead item (spec point 3): key and the text shown. */
export interface TypeaheadItem {
  key: string;
  value: string;
}

/** A typeahead group (spec point 3). */
export interface TypeaheadGroup {
  groupName: string;
  items: TypeaheadItem[];
}

/** Keeps the items whose text contains the query, case-insensitively; drops empty groups. */
export function filterGroups(groups: TypeaheadGroup[], query: string): TypeaheadGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.value.toLowerCase().includes(needle)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The item selected by typed text: the one item whose text equals it exactly, else null. */
export function autoSelect(groups: TypeaheadGroup[], text: string): TypeaheadItem | null {
  const needle = text.trim().toLowerCase();
  if (!needle) return null;
  const exact = groups
    .flatMap((group) => group.items)
    .filter((item) => item.value.toLowerCase() === needle);
  return exact.length === 1 ? exact[0]! : null;
}
