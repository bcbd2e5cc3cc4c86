import { sortServerErrors } from './server-errors';

it('puts known keys on fields (any case) and the empty and unknown keys in the general list', () => {
  const sorted = sortServerErrors(
    { email: ['Taken'], Password: ['Weak', 'Short'], '': ['Locked'], Other: ['Odd'] },
    { Email: 'email', Password: 'password' },
  );
  expect(sorted.fields).toEqual({ email: ['Taken'], password: ['Weak', 'Short'] });
  expect(sorted.general).toEqual(['Locked', 'Odd']);
  expect(sorted.all).toEqual(['Taken', 'Weak', 'Short', 'Locked', 'Odd']);
});
