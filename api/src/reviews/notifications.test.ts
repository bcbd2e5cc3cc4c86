import { storedNotifications, withRecordingApp } from '../test/comments-support.js';
import {
  at,
  commentUrl,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PAVILION,
  PEOPLE,
  point,
  reviewUrl,
  thread,
} from '../test/reviews-support.js';
import { userIdOf } from '../test/test-app.js';

const api = withRecordingApp();
const { signedIn } = api;

/** What a user was told about a medium (or one comment of it), oldest first. */
async function told(email: string, mediaId: number, commentId?: number) {
  const rows = await storedNotifications(api.db, await userIdOf(api.db, email), 'ProjectUpdate');
  return rows.filter((row) => {
    const data = row.data as { mediaId?: number; commentId?: number } | null;
    return data?.mediaId === mediaId && (commentId === undefined || data.commentId === commentId);
  });
}

const pavilionId = async () =>
  (
    await api.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', PAVILION)
      .executeTakeFirstOrThrow()
  ).id;

it("tells the studio's managers of a client's comment, with its timecode", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await signedIn(PEOPLE.casey);
  const comment = await thread(casey, flythrough, { text: 'Too fast here.', anchor: at(3.5) });
  const [note] = await told(PEOPLE.admin, flythrough, comment.id);
  expect(note).toMatchObject({
    title: 'New comment on Fly-through at 00:00:03:12',
    message: 'Waterfront Pavilion · Casey Client: “Too fast here.”',
    data: { projectId: await pavilionId(), mediaId: flythrough, commentId: comment.id },
  });
  // Noah sees every project but manages none; the client's own people are not told.
  for (const email of [PEOPLE.noah, PEOPLE.olivia, PEOPLE.casey]) {
    expect(await told(email, flythrough, comment.id)).toEqual([]);
  }
  const adminId = await userIdOf(api.db, PEOPLE.admin);
  expect(api.pushed).toEqual([
    {
      userId: adminId,
      target: 'UserNotificationCreated',
      args: [expect.objectContaining({ notificationId: note!.id, type: 'ProjectUpdate' })],
    },
  ]);
  const reply = await thread(casey, flythrough, { text: 'And here.', parentId: comment.id });
  expect((await told(PEOPLE.admin, flythrough, reply.id))[0]).toMatchObject({
    title: 'New reply on Fly-through at 00:00:03:12',
  });
});

it('tells each mentioned person instead, never the author, and nobody else for the studio', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const noah = await signedIn(PEOPLE.noah);
  const ids = {
    casey: await userIdOf(api.db, PEOPLE.casey),
    admin: await userIdOf(api.db, PEOPLE.admin),
    noah: await userIdOf(api.db, PEOPLE.noah),
  };
  const comment = await thread(noah, dusk, {
    text: '@Casey Client @Ada Admin is the glow right?',
    anchor: point(0.5, 0.5),
    mentions: [ids.casey, ids.admin, ids.noah],
  });
  for (const email of [PEOPLE.casey, PEOPLE.admin]) {
    expect(await told(email, dusk, comment.id)).toEqual([
      expect.objectContaining({
        title: 'Noah Lumen mentioned you on Dusk from the foreshore',
        message: 'Waterfront Pavilion: “@Casey Client @Ada Admin is the glow right?”',
      }),
    ]);
  }
  expect(await told(PEOPLE.noah, dusk, comment.id)).toEqual([]);
  expect(await told(PEOPLE.olivia, dusk, comment.id)).toEqual([]);

  // Editing tells only who is mentioned for the first time.
  const olivia = await userIdOf(api.db, PEOPLE.olivia);
  api.pushed.length = 0;
  await noah.request('PUT', commentUrl(comment.id), {
    text: 'Adding @Olivia Harbour',
    mentions: [ids.casey, olivia],
  });
  expect(await told(PEOPLE.olivia, dusk, comment.id)).toHaveLength(1);
  expect(await told(PEOPLE.casey, dusk, comment.id)).toHaveLength(1);
  expect(api.pushed.map((p) => p.userId)).toEqual([olivia]);
});

it("tells a thread's author of a reply by someone else (CommentReply), once, never their own", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await signedIn(PEOPLE.casey);
  const olivia = await signedIn(PEOPLE.olivia);
  const caseyId = await userIdOf(api.db, PEOPLE.casey);
  const replies = async () =>
    (await storedNotifications(api.db, caseyId, 'CommentReply')).filter(
      (row) => (row.data as { mediaId?: number } | null)?.mediaId === flythrough,
    );
  const comment = await thread(casey, flythrough, { text: 'The sky pops.', anchor: at(1) });
  const before = (await replies()).length;
  const reply = await thread(olivia, flythrough, { text: 'Agreed.', parentId: comment.id });
  expect((await replies()).slice(before)).toEqual([
    expect.objectContaining({
      title: 'Olivia Harbour replied to your comment on Fly-through at 00:00:01:00',
      message: 'Waterfront Pavilion: “Agreed.”',
      data: { projectId: await pavilionId(), mediaId: flythrough, commentId: reply.id },
    }),
  ]);
  // Mentioned in a reply, she is told once (as mentioned); her own reply tells nobody.
  await thread(olivia, flythrough, {
    text: '@Casey Client see above.',
    parentId: comment.id,
    mentions: [caseyId],
  });
  await thread(casey, flythrough, { text: 'Thanks.', parentId: comment.id });
  expect((await replies()).length).toBe(before + 1);
});

it("tells a thread's author when someone else resolves it", async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await signedIn(PEOPLE.casey);
  const noah = await signedIn(PEOPLE.noah);
  const comment = await thread(casey, dusk, { text: 'Reflections?', anchor: point(0.3, 0.9) });
  await noah.request('PUT', `${commentUrl(comment.id)}/resolution`, { resolved: true });
  expect(await told(PEOPLE.casey, dusk, comment.id)).toEqual([
    expect.objectContaining({
      title: 'Noah Lumen resolved your comment on Dusk from the foreshore',
      message: 'Waterfront Pavilion: “Reflections?”',
    }),
  ]);
  // Reopening and resolving one's own thread tell nobody.
  await casey.request('PUT', `${commentUrl(comment.id)}/resolution`, { resolved: false });
  await casey.request('PUT', `${commentUrl(comment.id)}/resolution`, { resolved: true });
  expect(await told(PEOPLE.casey, dusk, comment.id)).toHaveLength(1);
});

it("tells the studio's managers of a client's decision, and nobody of the studio's", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const olivia = await signedIn(PEOPLE.olivia);
  await olivia.request('POST', reviewUrl(flythrough), {
    decision: 'RequestChanges',
    reason: 'Hold on the harbour longer.',
  });
  const decisions = async () =>
    (await told(PEOPLE.admin, flythrough)).filter(
      (n) => !(n.data as { commentId?: number }).commentId,
    );
  expect(await decisions()).toEqual([
    expect.objectContaining({
      title: 'Changes requested: Fly-through',
      message: 'Waterfront Pavilion · Olivia Harbour\nHold on the harbour longer.',
      data: { projectId: await pavilionId(), mediaId: flythrough },
    }),
  ]);
  const admin = await signedIn(PEOPLE.admin);
  api.pushed.length = 0;
  await admin.request('POST', reviewUrl(flythrough), { decision: 'Approve' });
  expect(api.pushed).toEqual([]);
  expect(await decisions()).toHaveLength(1);
});

it('withdraws what a comment caused when it is deleted', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await signedIn(PEOPLE.casey);
  const olivia = await userIdOf(api.db, PEOPLE.olivia);
  const comment = await thread(casey, flythrough, {
    text: '@Olivia Harbour look',
    anchor: at(2),
    mentions: [olivia],
  });
  const [sent] = await told(PEOPLE.olivia, flythrough, comment.id);
  expect(sent).toBeDefined();
  expect(await told(PEOPLE.admin, flythrough, comment.id)).toHaveLength(1);
  await casey.request('DELETE', commentUrl(comment.id));
  expect(await told(PEOPLE.olivia, flythrough, comment.id)).toEqual([]);
  expect(await told(PEOPLE.admin, flythrough, comment.id)).toEqual([]);
  expect(api.pushed).toContainEqual({
    userId: olivia,
    target: 'UserNotificationDeleted',
    args: [{ notificationId: sent!.id }],
  });
});

it("publishes each change to the medium's hub group", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const publish = jest.spyOn(api.app.notificationHub, 'publishToGroup');
  try {
    const casey = await signedIn(PEOPLE.casey);
    const comment = await thread(casey, flythrough, { text: 'Live?', anchor: at(1) });
    await casey.request('PUT', commentUrl(comment.id), { text: 'Live!' });
    await casey.request('PUT', `${commentUrl(comment.id)}/resolution`, { resolved: true });
    await casey.request('DELETE', commentUrl(comment.id));
    // A test before left the fly-through approved by Ada, who alone may withdraw it.
    const admin = await signedIn(PEOPLE.admin);
    expect(
      (await admin.request('POST', reviewUrl(flythrough), { decision: 'Withdraw' })).statusCode,
    ).toBe(200);
    const event = (change: string, commentId: number | null) => [
      `media:${flythrough}`,
      'MediaReviewChanged',
      [{ mediaId: flythrough, change, commentId }],
    ];
    expect(publish.mock.calls).toEqual([
      event('comment', comment.id),
      event('comment', comment.id),
      event('comment', comment.id),
      event('comment', comment.id),
      event('decision', null),
    ]);
    // A refused write publishes nothing.
    publish.mockClear();
    await casey.request('POST', reviewUrl(flythrough), { decision: 'Approve' });
    expect(publish).not.toHaveBeenCalled();
  } finally {
    publish.mockRestore();
  }
});
