import { QUERY_STATUS as S, ESTIMATE_STATUS } from '@portal/contract';
import { storedNotifications } from '../test/comments-support.js';
import { userIdOf } from '../test/test-app.js';
import {
  ADA,
  CASEY,
  NOAH,
  OLIVIA,
  withWorkflowApp,
  type TestRecord,
} from '../test/workflows-support.js';

const api = withWorkflowApp();
const { signedIn, create, move } = api;

/** The user's ProjectUpdate notifications about one workflow record. */
const about = async (email: string, itemId: number) =>
  (await storedNotifications(api.db, await userIdOf(api.db, email), 'ProjectUpdate')).filter(
    (n) => (n.data as { itemId?: number } | null)?.itemId === itemId,
  );

it('tells the client’s team of a question sent, stored then pushed, and not the studio', async () => {
  const ada = await signedIn(ADA);
  const project = await api.waterfront();
  const created = (
    await create(ada, 'queries', { title: 'Balustrade', question: 'Glass or steel?' })
  ).json() as TestRecord;
  // Moves the client does not hear of send nothing.
  await move(ada, 'queries', created.id, S.ReadyForReview);
  expect(api.pushed).toEqual([]);

  await move(ada, 'queries', created.id, S.Sent);
  const [sent] = await about(CASEY, created.id);
  expect(sent).toMatchObject({
    title: 'New question: Balustrade',
    message: `Waterfront Pavilion · ${created.reference}`,
    data: { projectId: project, workflow: 'queries', itemId: created.id },
    is_read: 0,
  });
  expect(await about(OLIVIA, created.id)).toHaveLength(1);
  expect(await about(ADA, created.id)).toEqual([]);
  expect(await about(NOAH, created.id)).toEqual([]);
  const caseyId = await userIdOf(api.db, CASEY);
  expect(api.pushed).toContainEqual({
    userId: caseyId,
    target: 'UserNotificationCreated',
    args: [expect.objectContaining({ notificationId: sent!.id, type: 'ProjectUpdate' })],
  });
  expect(new Set(api.pushed.map((frame) => frame.userId))).toEqual(
    new Set([caseyId, await userIdOf(api.db, OLIVIA)]),
  );
});

it('tells the studio’s managers and the rest of the client’s team of a client’s answer', async () => {
  const ada = await signedIn(ADA);
  const created = (
    await create(ada, 'queries', { title: 'Handrail', question: 'Timber or steel?' })
  ).json() as TestRecord;
  await move(ada, 'queries', created.id, S.Sent);
  const answer = `Timber. ${'x'.repeat(300)}`;
  await move(await signedIn(CASEY), 'queries', created.id, S.Answered, answer);

  const [toAda] = await about(ADA, created.id);
  expect(toAda).toMatchObject({
    title: 'Question answered: Handrail',
    message: `Waterfront Pavilion · ${created.reference}\n${answer.slice(0, 199)}…`,
  });
  // Olivia heard of the question and of the answer; Casey only of the question.
  expect((await about(OLIVIA, created.id)).map((n) => n.title)).toEqual([
    'New question: Handrail',
    'Question answered: Handrail',
  ]);
  expect((await about(CASEY, created.id)).map((n) => n.title)).toEqual(['New question: Handrail']);
  // Studio staff who may not manage projects are not waited on.
  expect(await about(NOAH, created.id)).toEqual([]);
});

it('tells the studio of an approved estimate', async () => {
  const issued = await api.idOf('estimates', 'Animation and stills');
  await move(await signedIn(OLIVIA), 'estimates', issued, ESTIMATE_STATUS.EstimateApproved);
  expect((await about(ADA, issued)).map((n) => n.title)).toEqual([
    'Estimate approved: Animation and stills',
  ]);
  expect(await about(CASEY, issued)).toHaveLength(1);
  expect(await about(OLIVIA, issued)).toEqual([]);
});
