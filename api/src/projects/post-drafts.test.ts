import { MEDIA_MESSAGES } from '@portal/contract';
import { projectId, storedNotifications, withRecordingApp } from '../test/comments-support.js';
import { userIdOf } from '../test/test-app.js';

const api = withRecordingApp();
const OLIVIA = 'olivia@harbourco.example.com';
const CASEY = 'client@example.com';

const updatesOf = async (postId: number) =>
  (await storedNotifications(api.db, await userIdOf(api.db, CASEY), 'ProjectUpdate')).filter(
    (n) => (n.data as { postId?: number } | null)?.postId === postId,
  );

it('keeps a draft from the client until it is published, then tells them once', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const olivia = await api.signedIn(OLIVIA);
  const draft = await olivia.request('POST', `/api/projects/${quay}/posts`, {
    title: 'Rooftop options',
    publish: false,
  });
  expect(draft.statusCode).toBe(201);
  expect(draft.json().publishedDate).toBeNull();
  const id = draft.json().id;
  const casey = await api.signedIn(CASEY);
  const seen = async () =>
    (await casey.request('GET', `/api/projects/${quay}`))
      .json()
      .posts.map((p: { id: number }) => p.id);
  expect(await seen()).not.toContain(id);
  expect(await updatesOf(id)).toHaveLength(0);
  const own = (await olivia.request('GET', `/api/projects/${quay}`)).json();
  expect(own.posts[0]).toMatchObject({ id, publishedDate: null });

  // Noah (GlobalPublisher) publishes without writing posts.
  const noah = await api.signedIn('noah@lumen.example.com');
  expect((await noah.request('PUT', `/api/posts/${id}`, { title: 'X' })).statusCode).toBe(403);
  const published = await noah.request('PUT', `/api/posts/${id}/published`, { published: true });
  expect(published.statusCode).toBe(200);
  expect(published.json().publishedDate).toEqual(expect.any(String));
  await noah.request('PUT', `/api/posts/${id}/published`, { published: true });
  expect(await seen()).toContain(id);
  expect(await updatesOf(id)).toHaveLength(1);
  expect(
    (await casey.request('PUT', `/api/posts/${id}/published`, { published: false })).statusCode,
  ).toBe(403);
  await noah.request('PUT', `/api/posts/${id}/published`, { published: false });
  expect(await seen()).not.toContain(id);
});

it('edits, orders and deletes posts for their editors', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const olivia = await api.signedIn(OLIVIA);
  const order = async () =>
    (await olivia.request('GET', `/api/projects/${quay}`))
      .json()
      .posts.map((p: { id: number }) => p.id);
  const before: number[] = await order();
  const edited = await olivia.request('PUT', `/api/posts/${before[0]}`, {
    title: 'Renamed',
    summary: 'New words.',
  });
  expect(edited.json()).toMatchObject({ title: 'Renamed', summary: 'New words.' });
  const reversed = [...before].reverse();
  expect(
    (await olivia.request('PUT', `/api/projects/${quay}/posts/order`, { ids: reversed }))
      .statusCode,
  ).toBe(200);
  expect(await order()).toEqual(reversed);
  const wrong = await olivia.request('PUT', `/api/projects/${quay}/posts/order`, {
    ids: [...reversed, 99999],
  });
  expect(wrong.json().errors.Ids).toEqual([MEDIA_MESSAGES.orderMismatch]);
  const casey = await api.signedIn(CASEY);
  expect((await casey.request('DELETE', `/api/posts/${reversed[0]}`)).statusCode).toBe(403);
  expect((await olivia.request('DELETE', `/api/posts/${reversed[0]}`)).statusCode).toBe(200);
  expect(await order()).toEqual(reversed.slice(1));
});
