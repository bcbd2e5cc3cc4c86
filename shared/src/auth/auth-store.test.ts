import { userState } from '../../testing';
import { authStore } from './auth-store';

const fetchMock = jest.fn();
const signedIn = userState();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  authStore.setState({ status: 'unknown', userState: null, initialized: false });
});

it('starts unknown, then becomes authenticated with the user after the first check', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(signedIn)));
  expect(authStore.getState().status).toBe('unknown');
  await authStore.getState().load();
  expect(authStore.getState()).toMatchObject({ status: 'authenticated', initialized: true });
  expect(authStore.getState().userState?.user?.email).toBe('client@example.com');
});

it('loads once however many callers ask', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(signedIn)));
  await Promise.all([authStore.getState().load(), authStore.getState().load()]);
  await authStore.getState().load();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('treats a failed check as unauthenticated and logs it, but not a 401', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
  await authStore.getState().load();
  expect(authStore.getState()).toMatchObject({ status: 'unauthenticated', initialized: true });
  expect(log).not.toHaveBeenCalled();

  authStore.setState({ initialized: false });
  fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
  await authStore.getState().load();
  expect(authStore.getState().status).toBe('unauthenticated');
  expect(log).toHaveBeenCalledTimes(1);
  log.mockRestore();
});

it('refresh loads again, and clear signs the user out', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ ...signedIn, isAuthenticated: false, user: null })),
  );
  await authStore.getState().load();
  expect(authStore.getState().status).toBe('unauthenticated');
  fetchMock.mockResolvedValue(new Response(JSON.stringify(signedIn)));
  await authStore.getState().refresh();
  expect(authStore.getState().status).toBe('authenticated');
  authStore.getState().clear();
  expect(authStore.getState()).toMatchObject({ status: 'unauthenticated', userState: null });
});
