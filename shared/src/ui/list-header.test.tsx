import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { renderWithPortal } from '../../testing';
import { ListHeader, ListPager } from './list-header';
import { SEARCH_DEBOUNCE_MS, useSearchPaging } from './use-search-paging';

function List({ total }: { total: number }) {
  const paging = useSearchPaging();
  return (
    <>
      <ListHeader
        title="Users"
        search={{ label: 'Search users', value: paging.search, onChange: paging.setSearch }}
      >
        <Button>Invite user</Button>
      </ListHeader>
      <ListPager page={paging.page} total={total} pageSize={20} onChange={paging.setPage} />
      <output aria-label="State">{`${paging.page}:${paging.debouncedSearch}`}</output>
    </>
  );
}

it('heads the list with its title, a named search box and the other controls', () => {
  renderWithPortal(<List total={5} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveAttribute(
    'placeholder',
    'Search users',
  );
  expect(screen.getByRole('button', { name: 'Invite user' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
});

it('pages with named controls, and a new search goes back to page 1', async () => {
  renderWithPortal(<List total={45} />);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('2:');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), ' ada ');
  expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent(/^1:/);
  expect(await screen.findByText('1:ada')).toBeInTheDocument();
});

it('names each page button when asked', () => {
  renderWithPortal(
    <ListPager
      page={1}
      total={30}
      pageSize={10}
      onChange={() => undefined}
      itemLabel={(page) => `Comments page ${page}`}
    />,
  );
  expect(screen.getByRole('button', { name: 'Comments page 3' })).toBeInTheDocument();
});

it('debounces the search text it hands to the query', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useSearchPaging());
  act(() => result.current.setSearch('  bondi'));
  expect(result.current.debouncedSearch).toBe('');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(result.current.debouncedSearch).toBe('bondi');
  jest.useRealTimers();
});
