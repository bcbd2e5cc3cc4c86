import { hideToast, showToast, type Toast } from '@portal/shared';
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

beforeEach(() => jest.mocked(showToast).mockClear());

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
    id: toastIdOf(1),
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

it('announces a download only when it completes (with a Download action) or fails', () => {
  const { actions, announcer } = setup();
  const job = (status: string, progress = 0) =>
    note(5, { type: 'Download', title: 'Renders zip', data: downloadData(9, status, progress) });
  announcer.announce(job('Queued'));
  announcer.announce(job('Processing', 25));
  announcer.announce(job('Processing', 50));
  expect(shown()).toHaveLength(0);
  announcer.announce(job('Completed', 100));
  announcer.announce(job('Completed', 100));
  expect(shown()).toHaveLength(1);
  const completed = shown()[0] as Toast;
  expect(completed.type).toBe('success');
  completed.action?.onClick();
  expect(actions.download).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), 9);

  announcer.announce(note(6, { type: 'Download', data: downloadData(10, 'Failed') }));
  expect(shown()[1]!.type).toBe('error');
});

it('marks read when the user closes the browser notification, not when the portal does', () => {
  const { actions, announcer } = setup();
  announcer.announce(note(1));
  announcer.announce(note(2));
  const [first, second] = shown();
  first!.onBrowserNotificationClose?.();
  expect(actions.markRead).toHaveBeenCalledWith(1);

  announcer.close(2);
  expect(hideToast).toHaveBeenCalledWith(toastIdOf(2));
  second!.onBrowserNotificationClose?.();
  expect(actions.markRead).toHaveBeenCalledTimes(1);
});
