import { remotePageAt } from './remote-pages';

it.each([
  ['/projects', 'mfe_projects/ProjectsRoutes'],
  ['/projects/12/posts/3', 'mfe_projects/ProjectsRoutes'],
  ['/admin/users', 'mfe_admin/AdminRoutes'],
  ['/upload/abc', 'mfe_projects/UploadLinkPage'],
  ['/notifications', 'mfe_notifications/NotificationsPage'],
])('finds the remote module of the page at %s', (pathname, id) => {
  expect(remotePageAt(pathname)).toBe(id);
});

it.each(['/', '/access-denied', '/nowhere', '/notifications/extra', '/share/abc'])(
  'finds none for %s, which is no remote page of the main layout',
  (pathname) => {
    expect(remotePageAt(pathname)).toBeUndefined();
  },
);
