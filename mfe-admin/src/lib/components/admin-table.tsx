import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroller } from './table-scroller';

/** Props of AdminTable. */
interface AdminTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Column headings; a last, visually hidden 'Actions' column follows. */
  columns: readonly string[];
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A striped admin list with its headings and an actions column, scrolling on narrow screens. */
export function AdminTable({ label, minWidth, columns, children }: AdminTableProps) {
  return (
    <TableScroller label={label} minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </TableScroller>
  );
}
