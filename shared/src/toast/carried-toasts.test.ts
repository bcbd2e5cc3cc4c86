import { notifications } from '@mantine/notifications';
import { CARRIED_TOAST_TTL_MS, showCarriedToasts, showToastAcrossReload } from './carried-toasts';

jest.mock('@mantine/notifications', () => ({
  notifications: { show: jest.fn(), hide: jest.fn() },
}));

const shownMessages = () =>
  jest.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(notifications.show).mockClear();
});

it('shows the toast now and once more after the reload', () => {
  showToastAcrossReload({ type: 'success', message: 'Impersonation started successfully' });
  expect(shownMessages()).toEqual(['Impersonation started successfully']);

  showCarriedToasts();
  expect(shownMessages()).toEqual([
    'Impersonation started successfully',
    'Impersonation started successfully',
  ]);
  showCarriedToasts();
  expect(shownMessages()).toHaveLength(2);
});

it('drops a carried toast whose reload never came', () => {
  showToastAcrossReload({ type: 'success', message: 'Old news' });
  showCarriedToasts(Date.now() + CARRIED_TOAST_TTL_MS + 1);
  expect(shownMessages()).toEqual(['Old news']);
});

it('ignores whatever else is stored under its key', () => {
  sessionStorage.setItem('portal.carried-toasts', '{not json');
  expect(() => showCarriedToasts()).not.toThrow();
  expect(notifications.show).not.toHaveBeenCalled();
});
