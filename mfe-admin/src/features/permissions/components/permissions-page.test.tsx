import { screen, within } from '@testing-library/react';
import { renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminState, fails, ok, permissionTable } from '../../../test/fixtures';
import { PermissionsPage } from './permissions-page';

beforeEach(() => signIn(adminState()));

it('shows which role holds which permission, as the server answers', async () => {
  stubFetch({ 'GET /api/admin/permissions': ok(permissionTable) });
  renderAt('*', '/', <PermissionsPage />);
  const table = await screen.findByRole('table', { name: 'Permissions by role' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual([
    'Permission',
    'Contributor',
    'ProjectAdmin',
    'GlobalPublisher',
    'GlobalProjectAdmin',
    'Administrator',
  ]);
  const manage = within(table).getByRole('row', { name: /Engage\.Project\.Manage/ });
  const cells = within(manage)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  expect(cells).toEqual(['–Not granted', '✓Granted', '–Not granted', '✓Granted', '✓Granted']);
  const admin = within(table).getByRole('row', { name: /Engage\.Admin\.Access/ });
  expect(within(admin).getAllByText('Granted')).toHaveLength(1);
});

it('says when the table cannot be loaded', async () => {
  stubFetch({ 'GET /api/admin/permissions': fails(403, 'Forbidden') });
  renderAt('*', '/', <PermissionsPage />);
  expect(await screen.findByText('Access denied')).toBeInTheDocument();
});
