import {
  PROJECT_MESSAGES,
  QUERY_STATUS as S,
  VISIBLE_QUERY_STATUSES,
  WORKFLOW_MESSAGES,
} from '@portal/contract';
import { projectId } from '../test/comments-support.js';
import {
  ADA,
  CASEY,
  OLIVIA,
  SAM,
  withWorkflowApp,
  type TestRecord,
} from '../test/workflows-support.js';
import { moveRow } from './repository.js';

const api = withWorkflowApp();
const { signedIn, list, create, move } = api;
const VISIBLE: number[] = VISIBLE_QUERY_STATUSES.map((name) => S[name]);

/** A new question sent to the client by the studio. */
async function sentQuestion(title = 'Roof colour?') {
  const ada = await signedIn(ADA);
  const created = (
    await create(ada, 'queries', { title, question: 'Which colour for the roof?' })
  ).json() as TestRecord;
  expect((await move(ada, 'queries', created.id, S.Sent)).statusCode).toBe(200);
  return created.id;
}

it('lists the sent and answered questions to the client, with the answer in the history', async () => {
  const seen = (await list(await signedIn(CASEY), 'queries')).json() as {
    canCreate: boolean;
    items: TestRecord[];
  };
  expect(seen.canCreate).toBe(false);
  expect(seen.items.map((item) => [item.reference, item.title, item.status])).toEqual([
    ['Q-0002', 'Facade material for the north elevation?', S.Sent],
    ['Q-0001', 'Timber species for the deck', S.Answered],
  ]);
  expect(seen.items[0]!.moves.map((m) => [m.action, m.message])).toEqual([
    ['Answer', { label: 'Your answer', required: true }],
    ['Ask for clarification', { label: 'What needs clarifying?', required: true }],
  ]);
  expect(seen.items[1]!.history.at(-1)).toMatchObject({
    action: 'Answer',
    author: 'Casey Client',
    side: 'client',
    message: 'Spotted gum, oiled, with the boards running east–west.',
  });
  for (const item of seen.items) {
    for (const step of item.history) expect(VISIBLE).toContain(step.status);
  }
  const studio = (await list(await signedIn(ADA), 'queries')).json() as { items: TestRecord[] };
  expect(studio.items.map((item) => item.status)).toEqual([S.Sent, S.Answered, S.Draft]);
});

it('lets a Contributor of the client answer, and needs the answer written (400 Message)', async () => {
  const id = await sentQuestion();
  const casey = await signedIn(CASEY);
  const empty = await move(casey, 'queries', id, S.Answered, '   ');
  expect(empty.statusCode).toBe(400);
  expect(empty.json().errors).toEqual({ Message: [WORKFLOW_MESSAGES.messageRequired] });

  const answered = await move(casey, 'queries', id, S.Answered, 'Charcoal.');
  expect(answered.statusCode).toBe(200);
  expect((answered.json() as TestRecord).history.at(-1)).toMatchObject({
    action: 'Answer',
    message: 'Charcoal.',
  });
  // The studio asks for more; the client answers again.
  const ada = await signedIn(ADA);
  const asked = await move(ada, 'queries', id, S.NeedFurtherClarificationSent, 'Matt or gloss?');
  expect(asked.statusCode).toBe(200);
  expect((await move(casey, 'queries', id, S.Answered, 'Matt.')).json()).toMatchObject({
    status: S.Answered,
  });
  expect((await move(ada, 'queries', id, S.FullyAnswered)).statusCode).toBe(200);
  expect((await move(ada, 'queries', id, S.Closed)).json()).toMatchObject({ moves: [] });
});

it('lets the client ask for clarification, and the studio edit and send it again', async () => {
  const id = await sentQuestion();
  const olivia = await signedIn(OLIVIA);
  const ada = await signedIn(ADA);
  expect(
    (await move(olivia, 'queries', id, S.NeedFurtherClarification, 'Which roof?')).statusCode,
  ).toBe(200);
  // The studio may not answer for the client.
  expect((await move(ada, 'queries', id, S.Answered, 'Charcoal.')).statusCode).toBe(409);
  const edited = await ada.request('PUT', `/api/queries/${id}`, {
    title: 'Roof colour?',
    question: 'Which colour for the pavilion roof?',
  });
  expect(edited.json()).toMatchObject({ question: 'Which colour for the pavilion roof?' });
  const resent = await move(ada, 'queries', id, S.Sent, 'The pavilion’s roof.');
  expect(resent.json()).toMatchObject({ status: S.Sent, canEdit: false });
});

it('lets only one of two moves from the same status through (the other: 409)', async () => {
  const id = await sentQuestion();
  const [casey, olivia] = [await signedIn(CASEY), await signedIn(OLIVIA)];
  const answers = await Promise.all([
    move(casey, 'queries', id, S.Answered, 'Charcoal.'),
    move(olivia, 'queries', id, S.NeedFurtherClarification, 'Which roof?'),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
    WORKFLOW_MESSAGES.moveRefused,
  );
  // The guard itself: a move from a status the record has already left changes nothing.
  const now = new Date().toISOString();
  expect(await moveRow(api.db, 'queries', id, S.Sent, { status: S.Closed, updated_at: now })).toBe(
    false,
  );
});

it('keeps an archived project’s questions read-only (409)', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const ada = await signedIn(ADA);
  const created = (
    await create(ada, 'queries', { title: 'Glazing?', question: 'Clear or tinted?' }, quay)
  ).json() as TestRecord;
  await move(ada, 'queries', created.id, S.Sent);
  await api.db
    .updateTable('projects')
    .set({ archived_at: '2026-01-01 00:00:00' })
    .where('id', '=', quay)
    .execute();
  try {
    const listed = (await list(ada, 'queries', quay)).json() as {
      canCreate: boolean;
      items: TestRecord[];
    };
    expect(listed.canCreate).toBe(false);
    expect(listed.items[0]).toMatchObject({ moves: [], canEdit: false });
    const casey = await signedIn(CASEY);
    for (const refused of [
      await move(casey, 'queries', created.id, S.Answered, 'Clear.'),
      await move(ada, 'queries', created.id, S.Cancelled),
      await create(ada, 'queries', { title: 'More?', question: 'Anything else?' }, quay),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PROJECT_MESSAGES.archived);
    }
  } finally {
    await api.db
      .updateTable('projects')
      .set({ archived_at: null })
      .where('id', '=', quay)
      .execute();
  }
});

it('keeps the questions from a showcase viewer (404)', async () => {
  const sam = await signedIn(SAM);
  expect((await list(sam, 'queries')).statusCode).toBe(404);
  const sent = await api.idOf('queries', 'Facade material for the north elevation?');
  expect((await move(sam, 'queries', sent, S.Answered, 'Zinc.')).statusCode).toBe(404);
});
