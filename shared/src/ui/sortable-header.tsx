import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortOption } from '@portal/contract';

/** The next sort when a column's header is pressed: that column ascending, or the other way round. */
export const toggledSort = <K extends string>(sort: SortOption<K>, key: K): SortOption<K> => ({
  columnKey: key,
  direction: sort.columnKey === key && sort.direction === 'Ascending' ? 'Descending' : 'Ascending',
});

/**
 * A table's header row whose column headers sort it: each a button in its `th`, which carries
 * `aria-sort` (so a screen reader says how the table is sorted) and shows the direction.
 */
export function SortableHeader<K extends string>({
  columns,
  sort,
  onSort,
  extra,
}: {
  columns: readonly { key: K; label: string }[];
  sort: SortOption<K>;
  onSort: (sort: SortOption<K>) => void;
  /** Header cells of columns that do not sort, after the sortable ones. */
  extra?: ReactNode;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(({ key, label }) => {
          const sorted = sort.columnKey === key;
          const ascending = sort.direction === 'Ascending';
          return (
            <Table.Th
              key={key}
              aria-sort={!sorted ? 'none' : ascending ? 'ascending' : 'descending'}
            >
              <UnstyledButton fw={600} fz="sm" onClick={() => onSort(toggledSort(sort, key))}>
                {label}
                {sorted && (ascending ? ' ▲' : ' ▼')}
              </UnstyledButton>
            </Table.Th>
          );
        })}
        {extra}
      </Table.Tr>
    </Table.Thead>
  );
}
