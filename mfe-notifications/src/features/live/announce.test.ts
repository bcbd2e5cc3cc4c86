import { downloadJobToastId, hideToast, showToast, type Toast } from '@portal/shared';
import { downloadData, note } from '../../testing/fixtures';
import { createAnnouncer, toastIdOf } from './announce';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  showToast: jest.fn(),
  hideToast: jest.fn(),
}));

const shown = () => jest.mocked(showToast).mock.calls.map(([toast]) => toast);
const setup = () => {
  const actions = { markRead: jest.fn(), download: jest.fn() };
  return { actions, announcer: createAnnouncer(actions) };
};

beforeEach(() => {
  jest.mocked(showToast).mockClear();
  jest.mocked(hideToast).mockClear();
});

it('toasts each type with its kind: Alert warns, System informs', () => {
  const { announcer } = setup();
  announcer.announce(note(1, { type: 'Alert', title: 'Storage at 90%' }));
  announcer.announce(note(2, { type: 'System', title: 'Maintenance' }));
  announcer.announce(note(3, { type: 'CommentReply', title: 'Sam replied' }));
  expect(shown().map((toast) => [toast.title, toast.type])).toEqual([
    ['Storage at 90%', 'warning'],
    ['Maintenance', 'info'],
    ['Sam replied', 'info'],
  ]);
  expect(shown()[0]).toMatchObject({
    id: toastIdOf(1, 1),
    message: 'Message 1',
    notificationId: 1,
    showBrowserNotification: true,
    autoCloseBrowserNotification: false,
  });
});

it('announces a notification once, however often it is pushed', () => {
  const { announcer } = setup();
  announcer.announce(note(1));
  announcer.announce(note(1, { message: 'Changed' }));
  expect(shown()).toHaveLength(1);
});

it('announces every step of a download in its own words, the outcome with a browser notification', () => {
  const { actions, announcer } = setup();
  const job = (status: string, progress: number, message: string) =>
    note(5, {
      type: 'Download',
      title: `Download ${status}`,
      message,
      data: downloadData(9, status, progress),
    });
  announcer.announce(job('Queued', 0, '“Renders” is waiting to be packed.'));
  announcer.announce(job('Processing', 25, 'Packing “Renders”: 25% done.'));
  announcer.announce(job('Processing', 50, 'Packing “Renders”: 50% done.'));
  // The same step pushed again is not news.
  announcer.announce(job('Processing', 50, 'Packing “Renders”: 50% done.'));
  announcer.announce(job('Completed', 100, '“Renders” is ready to download.'));
  announcer.announce(job('Completed', 100, '“Renders” is ready to download.'));
  expect(
    shown().map((toast) => [toast.type, toast.message, toast.showBrowserNotification]),
  ).toEqual([
    ['info', '“Renders” is waiting to be packed.', false],
    ['info', 'Packing “Renders”: 25% done.', false],
    ['info', 'Packing “Renders”: 50% done.', false],
    ['success', '“Renders” is ready to download.', true],
  ]);
  // The queued step shares its toast with the button that queued the job (one toast, not two).
  expect(shown()[0]!.id).toBe(downloadJobToastId(9));
  // One toast per job on screen: each step's closes the one before.
  expect(jest.mocked(hideToast).mock.calls).toEqual(
    shown()
      .slice(0, 3)
      .map((toast) => [toast.id]),
  );
  expect(shown().map((toast) => toast.action?.label)).toEqual([
    undefined,
    undefined,
    undefined,
    'Download',
  ]);
  (shown()[3] as Toast).action?.onClick();
  expect(actions.download).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), 9);

  announcer.announce(note(6, { type: 'Download', data: downloadData(10, 'Failed') }));
  expect(shown()[4]).toMatchObject({ type: 'error', showBrowserNotification: true });
});

it('announces a download whose data cannot be read like any other notification', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { announcer } = setup();
  announcer.announce(note(7, { type: 'Download', title: 'Your download', data: null }));
  announcer.announce(note(8, { type: 'Download', title: 'Odd download', data: '{"x":1}' }));
  expect(shown().map((toast) => [toast.title, toast.type])).toEqual([
    ['Your download', 'info'],
    ['Odd download', 'info'],
  ]);
  // Malformed data is still logged (spec point 8).
  expect(log).toHaveBeenCalledTimes(1);
  log.mockRestore();
});

it('marks read when the user closes the browser notification, not when the portal does', () => {
  const { actions, announcer } = setup();
  announcer.announce(note(1));
  announcer.announce(note(2));
  const [first, second] = shown();
  first!.onBrowserNotificationClose?.();
  expect(actions.markRead).toHaveBeenCalledWith(1);

  announcer.close(2);
  expect(hideToast).toHaveBeenCalledWith(toastIdOf(2, 2));
  second!.onBrowserNotificationClose?.();
  expect(actions.markRead).toHaveBeenCalledTimes(1);
});
