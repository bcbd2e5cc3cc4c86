import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../../testing';
import { SortableHeader } from './sortable-header';

const columns = [
  { key: 'name', label: 'Name' },
  { key: 'size', label: 'Size' },
] as const;

it('says how the table is sorted, and sorts by a column or turns its direction round', async () => {
  const onSort = jest.fn();
  const { unmount } = renderWithPortal(
    <Table>
      <SortableHeader
        columns={columns}
        sort={{ columnKey: 'name', direction: 'Ascending' }}
        onSort={onSort}
      />
    </Table>,
  );
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(onSort).toHaveBeenLastCalledWith({ columnKey: 'name', direction: 'Descending' });
  await userEvent.click(screen.getByRole('button', { name: 'Size' }));
  expect(onSort).toHaveBeenLastCalledWith({ columnKey: 'size', direction: 'Ascending' });
  unmount();
  renderWithPortal(
    <Table>
      <SortableHeader
        columns={columns}
        sort={{ columnKey: 'size', direction: 'Descending' }}
        onSort={onSort}
      />
    </Table>,
  );
  expect(screen.getByRole('columnheader', { name: /Size/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
