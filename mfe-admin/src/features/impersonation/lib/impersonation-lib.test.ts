import { groupUsers, NO_CLIENT, type UserLookupItem } from './group-users';
import { autoSelect, filterGroups } from './typeahead';

const user = (
  id: string,
  email: string,
  clientName: string | null,
  isInternal = false,
): UserLookupItem => ({
  id,
  email,
  client_ID: clientName ? 1 : null,
  clientName,
  isInternal,
});

const users = [
  user('1', 'zoe@harbour.example', 'Harbour & Co'),
  user('2', 'amy@harbour.example', 'Harbour & Co'),
  user('3', 'free@example.com', null),
  user('4', 'noah@lumen.example', 'Lumen Studio', true),
  user('5', 'liam@cross.example', 'Southern Cross'),
  user('6', 'ann@apex.example', 'Apex'),
];

it('puts groups with internal users first, No Client last and the rest alphabetically', () => {
  expect(groupUsers(users).map((g) => g.groupName)).toEqual([
    'Lumen Studio',
    'Apex',
    'Harbour & Co',
    'Southern Cross',
    NO_CLIENT,
  ]);
});

it('sorts users within a group by e-mail', () => {
  const harbour = groupUsers(users).find((g) => g.groupName === 'Harbour & Co');
  expect(harbour?.items).toEqual([
    { key: '2', value: 'amy@harbour.example' },
    { key: '1', value: 'zoe@harbour.example' },
  ]);
});

it('filters case-insensitively by substring and drops empty groups', () => {
  const filtered = filterGroups(groupUsers(users), 'HARBOUR');
  expect(filtered.map((g) => g.groupName)).toEqual(['Harbour & Co']);
  expect(filtered[0]?.items).toHaveLength(2);
  expect(filterGroups(groupUsers(users), '')).toHaveLength(5);
});

it('auto-selects only when exactly one item matches exactly', () => {
  const groups = groupUsers(users);
  expect(autoSelect(groups, 'AMY@harbour.example')).toEqual({
    key: '2',
    value: 'amy@harbour.example',
  });
  expect(autoSelect(groups, 'amy@harbour')).toBeNull();
  const twins = [
    {
      groupName: 'Clients',
      items: [
        { key: '1', value: 'Apex' },
        { key: '2', value: 'apex' },
      ],
    },
  ];
  expect(autoSelect(twins, 'apex')).toBeNull();
});
