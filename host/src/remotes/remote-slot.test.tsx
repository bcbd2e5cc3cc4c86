import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { loadRemoteModule } from './load-remote-module';
import { RemoteSlot } from './remote-slot';

// The federation boundary: the runtime that fetches a remote is replaced, the slot is real.
jest.mock('./load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  remoteNameOf: (id: string) => id.split('/')[0],
}));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn(() => Promise.resolve()) }));

const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('renders the exposed module once it has loaded', async () => {
  load.mockResolvedValue({ default: () => <p>Projects list</p> });
  renderWithPortal(<RemoteSlot id="mfe_projects/PrototypePage" />);
  expect(await screen.findByText('Projects list')).toBeInTheDocument();
});

it('says what is unavailable when the remote cannot load, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('Failed to fetch'));
  renderWithPortal(<RemoteSlot id="mfe_admin/AdminRoutes" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Administration is unavailable right now.');

  load.mockResolvedValue({ default: () => <p>Users</p> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Users')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('passes the contract props to the remote component', async () => {
  load.mockResolvedValue({
    default: ({ opened }: { opened: boolean }) => <p>{opened ? 'Modal open' : 'Modal closed'}</p>,
  });
  renderWithPortal(
    <RemoteSlot
      id="mfe_admin/ImpersonationModal"
      props={{ opened: true, onClose: () => undefined }}
    />,
  );
  expect(await screen.findByText('Modal open')).toBeInTheDocument();
});
