import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { adminClients, adminState, fieldErrors, lastBody, ok } from '../../../test/fixtures';
import { ClientsPage } from './clients-page';

const LIST = 'GET /api/admin/clients';
const harbour = adminClients[0]!;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  signIn(adminState());
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

it('lists clients with their logos and counts', async () => {
  stubFetch({ [LIST]: ok(adminClients) });
  renderAt('*', '/', <ClientsPage />);
  const table = await screen.findByRole('table', { name: 'Clients' });
  expect(within(table).getByRole('img', { name: 'Harbour & Co Architects logo' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^\/api\/clients\/2\/logo\?v=\d+$/),
  );
  expect(within(table).getByRole('row', { name: /Kookaburra Interactive/ })).toHaveTextContent(
    'None',
  );
});

it('creates a client, and shows a name the server refuses on the field', async () => {
  const fetchMock = stubFetch({
    [LIST]: ok(adminClients),
    'POST /api/admin/clients': fieldErrors({ Name: ['A client with this name already exists.'] }),
  });
  renderAt('*', '/', <ClientsPage />);
  const name = await screen.findByRole('textbox', { name: 'New client name' });
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  await userEvent.type(name, '  Harbour & Co Architects ');
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByText('A client with this name already exists.')).toBeInTheDocument();
  expect(lastBody(fetchMock, 'POST', '/api/admin/clients')).toEqual({
    name: 'Harbour & Co Architects',
  });

  stubFetch({
    [LIST]: ok(adminClients),
    'POST /api/admin/clients': () =>
      json(201, { ...harbour, id: 9, name: 'Wattle Homes', logoUrl: null }),
  });
  await userEvent.clear(name);
  await userEvent.type(name, 'Wattle Homes');
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByText('Wattle Homes was created.')).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveValue(''));
});

it('renames a client', async () => {
  const fetchMock = stubFetch({
    [LIST]: ok(adminClients),
    'PUT /api/admin/clients/2': ok({ ...harbour, name: 'Harbour Partners' }),
  });
  renderAt('*', '/', <ClientsPage />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Rename Harbour & Co Architects' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Rename Harbour & Co Architects' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Harbour & Co Architects');
  await userEvent.clear(name);
  await userEvent.type(name, 'Harbour Partners');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Harbour & Co Architects is now called Harbour Partners.'),
  ).toBeInTheDocument();
  expect(lastBody(fetchMock, 'PUT', '/api/admin/clients/2')).toEqual({ name: 'Harbour Partners' });
});

it('uploads a logo with a preview, and shows why the server refused one', async () => {
  const fetchMock = stubFetch({
    [LIST]: ok(adminClients),
    'PUT /api/admin/clients/2/logo': fieldErrors({
      Logo: ['The logo must be a PNG, JPEG, SVG or WebP image.'],
    }),
  });
  renderAt('*', '/', <ClientsPage />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Upload logo for Harbour & Co Architects' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Logo of Harbour & Co Architects' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('Choose a logo file to upload.')).toBeInTheDocument();

  await userEvent.upload(within(dialog).getByLabelText('Logo file', { selector: 'input' }), png());
  expect(within(dialog).getByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(
    await within(dialog).findByText('The logo must be a PNG, JPEG, SVG or WebP image.'),
  ).toBeInTheDocument();
  // A FormData body, not JSON: read it from the call itself.
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/clients/2/logo')!;
  const sent = init!.body as FormData;
  expect((sent.get('logo') as File).name).toBe('logo.png');

  stubFetch({
    [LIST]: ok(adminClients),
    'PUT /api/admin/clients/2/logo': ok(harbour),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(
    await screen.findByText('The logo of Harbour & Co Architects was updated.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
});
