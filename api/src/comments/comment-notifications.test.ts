import { projectId, withRecordingApp, storedNotifications } from '../test/comments-support.js';
import { userIdOf } from '../test/test-app.js';

const api = withRecordingApp();
const { signedIn } = api;
const url = (project: number) => `/api/projects/${project}/comments`;
const CASEY = 'client@example.com';

/** The user's stored notifications about one comment (the seed holds others without data). */
const about = async (email: string, type: string, commentId: number) =>
  (await storedNotifications(api.db, await userIdOf(api.db, email), type)).filter(
    (n) => (n.data as { commentId?: number } | null)?.commentId === commentId,
  );
const OLIVIA = 'olivia@harbourco.example.com';

it('tells the parent comment’s author of a reply: stored, then pushed', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const casey = await signedIn(CASEY);
  const olivia = await signedIn(OLIVIA);
  const parent = (await casey.request('POST', url(quay), { text: 'Which finish?' })).json();
  const reply = (
    await olivia.request('POST', url(quay), { text: 'The oak, I think.', parentId: parent.id })
  ).json();

  const caseyId = await userIdOf(api.db, CASEY);
  const [stored] = await about(CASEY, 'CommentReply', reply.id);
  expect(stored).toMatchObject({
    title: 'Olivia Harbour replied to your comment',
    message: 'On Circular Quay Offices: “The oak, I think.”',
    data: { projectId: quay, commentId: reply.id },
    is_read: 0,
  });
  expect(api.pushed).toEqual([
    {
      userId: caseyId,
      target: 'UserNotificationCreated',
      args: [expect.objectContaining({ notificationId: stored!.id, type: 'CommentReply' })],
    },
  ]);
  const bell = (await casey.request('GET', '/api/user-notifications')).json();
  expect(bell[0]).toMatchObject({ type: 'CommentReply', isRead: false });
  expect(await about(OLIVIA, 'CommentReply', reply.id)).toEqual([]);
});

it('sends nothing for a reply to oneself, nor to an author who was disabled', async () => {
  const bondi = await projectId(api.db, 'Bondi Residence');
  const casey = await signedIn(CASEY);
  const olivia = await signedIn(OLIVIA);
  const caseyId = await userIdOf(api.db, CASEY);
  const own = (await casey.request('POST', url(bondi), { text: 'Mine' })).json();
  await casey.request('POST', url(bondi), { text: 'Also mine', parentId: own.id });
  expect(api.pushed).toEqual([]);

  await api.db.updateTable('users').set({ disabled: 1 }).where('id', '=', caseyId).execute();
  const gone = (
    await olivia.request('POST', url(bondi), { text: 'To a gone user', parentId: own.id })
  ).json();
  await api.db.updateTable('users').set({ disabled: 0 }).where('id', '=', caseyId).execute();
  expect(await about(CASEY, 'CommentReply', gone.id)).toEqual([]);
  expect(api.pushed).toEqual([]);
});

it('withdraws the reply notification when the reply is deleted', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const casey = await signedIn(CASEY);
  const olivia = await signedIn(OLIVIA);
  const caseyId = await userIdOf(api.db, CASEY);
  const parent = (await casey.request('POST', url(quay), { text: 'Question' })).json();
  const reply = (
    await olivia.request('POST', url(quay), { text: 'Oops', parentId: parent.id })
  ).json();
  const [sent] = await about(CASEY, 'CommentReply', reply.id);
  expect(sent).toBeDefined();
  await olivia.request('DELETE', `${url(quay)}/${reply.id}`);
  expect(await about(CASEY, 'CommentReply', reply.id)).toEqual([]);
  expect(api.pushed).toContainEqual({
    userId: caseyId,
    target: 'UserNotificationDeleted',
    args: [{ notificationId: sent!.id }],
  });
});

it("makes a studio member's new thread a ProjectUpdate for the client's team only", async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const noah = await signedIn('noah@lumen.example.com');
  const comment = (await noah.request('POST', url(quay), { text: 'Renders are up.' })).json();
  const harbour = [await userIdOf(api.db, CASEY), await userIdOf(api.db, OLIVIA)];
  for (const email of [CASEY, OLIVIA]) {
    expect(await about(email, 'ProjectUpdate', comment.id)).toEqual([
      expect.objectContaining({
        title: 'New comment on Circular Quay Offices',
        message: 'Noah Lumen: “Renders are up.”',
        data: { projectId: quay, commentId: comment.id },
      }),
    ]);
  }
  expect([...new Set(api.pushed.map((p) => p.userId))].sort()).toEqual([...harbour].sort());
  for (const other of [
    'liam@southerncross.example.com',
    'admin@example.com',
    'noah@lumen.example.com',
  ]) {
    expect(await about(other, 'ProjectUpdate', comment.id)).toEqual([]);
  }
});

it("sends nothing for a client user's new thread", async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const casey = await signedIn(CASEY);
  await casey.request('POST', url(quay), { text: 'A thought' });
  expect(api.pushed).toEqual([]);
});
