import { screen, within } from '@testing-library/react';
import { renderAt, signIn } from '@portal/shared/testing';
import { stubRoutes } from '../../../test/api-stub';
import { adminState, permissionTable } from '../../../test/fixtures';
import { PermissionsPage } from './permissions-page';

beforeEach(() => signIn(adminState()));

it('shows which role holds which permission, as the server answers', async () => {
  stubRoutes({ '/api/admin/permissions': { body: permissionTable } });
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
  stubRoutes({ '/api/admin/permissions': { status: 403, body: { message: 'Forbidden' } } });
  renderAt('*', '/', <PermissionsPage />);
  expect(await screen.findByText('Access denied')).toBeInTheDocument();
});
