import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { registryEtag } from '../../remotes/remote-registry';
import { NEW_VERSION_TEXT, NewVersionOffer } from './new-version-offer';

// The registry this page loaded had ETag "v1"; the server's may have moved on.
jest.mock('../../remotes/remote-registry', () => ({
  REMOTES_REGISTRY_URL: '/config/remotes.json',
  registryEtag: jest.fn(() => '"v1"'),
}));

/** The server's registry ETag from now on. */
function serverHas(etag: string) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(null, { status: 200, headers: { ETag: etag } }));
}

/** The tab regains focus, and the check it starts has its answer. */
async function focusTab() {
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// The test kit renders the router's path as an <output> (a status too): find the offer by its text.
const offer = () => screen.queryByText(NEW_VERSION_TEXT);

beforeEach(() => jest.useRealTimers());
afterEach(() => jest.restoreAllMocks());

it('offers a reload when the tab regains focus after a deploy', async () => {
  const fetch = serverHas('"v2"');
  renderWithPortal(<NewVersionOffer />);
  expect(offer()).toBeNull();
  await focusTab();
  expect(fetch).toHaveBeenCalledWith('/config/remotes.json', { method: 'HEAD', cache: 'no-cache' });
  expect(await screen.findByText(NEW_VERSION_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

it('offers nothing while the portal is the one this tab loaded', async () => {
  serverHas('"v1"');
  renderWithPortal(<NewVersionOffer />);
  await focusTab();
  expect(offer()).toBeNull();
});

it('asks every ten minutes even without focus', async () => {
  jest.useFakeTimers();
  const fetch = serverHas('"v2"');
  renderWithPortal(<NewVersionOffer />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
  });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(offer()).toBeInTheDocument();
});

it('waits while something typed in a form is unsent, then offers', async () => {
  jest.mocked(registryEtag).mockReturnValue('"v1"');
  serverHas('"v2"');
  renderWithPortal(
    <>
      <form aria-label="Edit post" onSubmit={(event) => event.preventDefault()}>
        <textarea aria-label="Description" />
        <button type="submit">Save</button>
      </form>
      <NewVersionOffer />
    </>,
  );
  fireEvent.input(screen.getByRole('textbox', { name: 'Description' }), {
    target: { value: 'Half a sentence' },
  });
  await focusTab();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });
  expect(offer()).toBeNull();
  fireEvent.submit(screen.getByRole('form', { name: 'Edit post' }));
  expect(await screen.findByText(NEW_VERSION_TEXT, {}, { timeout: 2000 })).toBeInTheDocument();
});
