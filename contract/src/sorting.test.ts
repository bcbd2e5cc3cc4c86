import { sortItems, valueAt } from './sorting.ts';

const rows = [
  { name: 'banksia', client: { name: 'Harbour' }, posts: 3, updated: '2026-01-02' },
  { name: 'Acacia', client: { name: null }, posts: 10, updated: '' },
  { name: 'coral', client: { name: 'anchor' }, posts: 2, updated: '2026-03-01' },
  { name: 'Level 9', client: { name: '' }, posts: null, updated: '2026-02-01' },
  { name: 'Level 10', client: { name: 'Zephyr' }, posts: 1, updated: null },
];
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

it('sorts strings case-insensitively, and digits within them as numbers', () => {
  expect(names(sortItems(rows, { columnKey: 'name', direction: 'Ascending' }))).toEqual([
    'Acacia',
    'banksia',
    'coral',
    'Level 9',
    'Level 10',
  ]);
  expect(names(sortItems(rows, { columnKey: 'name', direction: 'Descending' }))).toEqual([
    'Level 10',
    'Level 9',
    'coral',
    'banksia',
    'Acacia',
  ]);
});

it('follows dotted paths and puts empty values last when ascending, first when descending', () => {
  const ascending = sortItems(rows, { columnKey: 'client.name', direction: 'Ascending' });
  expect(ascending.map((row) => row.client.name)).toEqual([
    'anchor',
    'Harbour',
    'Zephyr',
    null,
    '',
  ]);
  const descending = sortItems(rows, { columnKey: 'client.name', direction: 'Descending' });
  expect(descending.map((row) => row.client.name)).toEqual([
    null,
    '',
    'Zephyr',
    'Harbour',
    'anchor',
  ]);
});

it('compares numbers by value, with a missing number counted empty', () => {
  const ascending = sortItems(rows, { columnKey: 'posts', direction: 'Ascending' });
  expect(ascending.map((row) => row.posts)).toEqual([1, 2, 3, 10, null]);
});

it('sorts ISO dates in time order and keeps blank dates last', () => {
  const ascending = sortItems(rows, { columnKey: 'updated', direction: 'Ascending' });
  expect(ascending.map((row) => row.updated)).toEqual([
    '2026-01-02',
    '2026-02-01',
    '2026-03-01',
    '',
    null,
  ]);
});

it('sorts rows that are arrays by column index', () => {
  const table = [
    ['b', 2],
    ['A', 3],
    ['c', 1],
  ];
  expect(sortItems(table, { columnKey: 0, direction: 'Ascending' }).map((r) => r[0])).toEqual([
    'A',
    'b',
    'c',
  ]);
  expect(sortItems(table, { columnKey: 1, direction: 'Descending' }).map((r) => r[1])).toEqual([
    3, 2, 1,
  ]);
});

it('keeps equal items in their order and leaves the input alone', () => {
  const items = [
    { id: 1, group: 'x' },
    { id: 2, group: 'X' },
    { id: 3, group: 'a' },
  ];
  const sorted = sortItems(items, { columnKey: 'group', direction: 'Ascending' });
  expect(sorted.map((item) => item.id)).toEqual([3, 1, 2]);
  expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
});

it('reads nothing past a missing step of a path', () => {
  expect(valueAt({ a: null }, 'a.b.c')).toBeUndefined();
  expect(valueAt({ a: { b: 0 } }, 'a.b')).toBe(0);
  expect(valueAt(['x'], 'length')).toBe(1);
  expect(valueAt({ 0: 'y' }, 0)).toBeUndefined();
});
