import {
  ESTIMATE_MOVES,
  ESTIMATE_STATUS as S,
  movesFrom,
  WORKFLOW_MESSAGES,
} from '@portal/contract';
import {
  ADA,
  CASEY,
  LIAM,
  NOAH,
  OLIVIA,
  SAM,
  withWorkflowApp,
  type TestRecord,
} from '../test/workflows-support.js';

const api = withWorkflowApp();
const { signedIn, list, create, move } = api;
const VISIBLE_TO_CLIENT = [S.EstimateIssued, S.EstimateApproved, S.ActualIssued, S.ActualApproved];

const items = async (email: string) =>
  (await list(await signedIn(email), 'estimates')).json() as {
    canCreate: boolean;
    items: TestRecord[];
  };

/** A new estimate by the studio, moved along the given statuses (each by the side whose move it is). */
async function estimateAt(...path: number[]) {
  const ada = await signedIn(ADA);
  const olivia = await signedIn(OLIVIA);
  const created = await create(ada, 'estimates', {
    title: 'Night views',
    description: 'Two night views.',
    estimateCents: 250_000,
  });
  expect(created.statusCode).toBe(201);
  const record = created.json() as TestRecord;
  for (const to of path) {
    const byClient = to === S.EstimateApproved || to === S.ActualApproved;
    const moved = await move(byClient ? olivia : ada, 'estimates', record.id, to);
    expect(moved.statusCode).toBe(200);
  }
  return record.id;
}

it('lists every estimate to the studio, visible statuses first, and lets its manager create', async () => {
  const { canCreate, items: all } = await items(ADA);
  expect(canCreate).toBe(true);
  expect(all.map((item) => [item.title, item.status])).toEqual([
    ['Animation and stills', S.EstimateIssued],
    ['Concept renders', S.ActualApproved],
    ['Aerial views', S.Draft],
  ]);
  const issued = all[0]!;
  expect(issued).toMatchObject({
    reference: 'EST-0002',
    estimateCents: 1_850_000,
    actualCents: null,
    gst: true,
    canEdit: false,
    documents: [{ fileName: 'EST-0002.pdf', fileUri: `/api/estimates/${issued.id}/document` }],
  });
  // The studio may only cancel an issued estimate: approving it is the client's move.
  const studioMoves = (from: keyof typeof S) =>
    movesFrom(ESTIMATE_MOVES, from, 'studio').map((m) => [S[m.to], m.action]);
  expect(issued.moves.map((m) => [m.to, m.action])).toEqual(studioMoves('EstimateIssued'));
  expect(issued.moves.map((m) => m.to)).toEqual([S.Cancelled]);
  expect(all[2]).toMatchObject({ canEdit: true });
  expect(all[2]!.moves.map((m) => [m.to, m.action])).toEqual(studioMoves('Draft'));
});

it('shows a client only the visible estimates and only the visible steps of their history', async () => {
  const { canCreate, items: seen } = await items(OLIVIA);
  expect(canCreate).toBe(false);
  expect(seen.map((item) => item.title)).toEqual(['Animation and stills', 'Concept renders']);
  expect(seen[0]!.moves).toEqual([
    { to: S.EstimateApproved, action: 'Approve estimate', message: null },
    {
      to: S.EstimateRejected,
      action: 'Reject estimate',
      message: { label: 'Reason (optional)', required: false },
    },
  ]);
  for (const item of seen) {
    expect(item.canEdit).toBe(false);
    for (const step of item.history) expect(VISIBLE_TO_CLIENT).toContain(step.status);
  }
  expect(seen[1]!.history.map((step) => [step.action, step.author, step.side])).toEqual([
    ['Issue estimate', 'Ada Admin', 'studio'],
    ['Approve estimate', 'Olivia Harbour', 'client'],
    ['Issue actual', 'Ada Admin', 'studio'],
    ['Approve actual', 'Olivia Harbour', 'client'],
  ]);
});

it('gives a Contributor of the client no estimate moves (403), and studio staff without Project.Manage neither', async () => {
  const issued = await api.idOf('estimates', 'Animation and stills');
  const casey = await items(CASEY);
  expect(casey.items.every((item) => item.moves.length === 0)).toBe(true);
  expect(
    (await move(await signedIn(CASEY), 'estimates', issued, S.EstimateApproved)).statusCode,
  ).toBe(403);

  const noah = await items(NOAH);
  expect(noah.canCreate).toBe(false);
  expect(noah.items).toHaveLength(3);
  expect(noah.items.every((item) => item.moves.length === 0 && !item.canEdit)).toBe(true);
  const browser = await signedIn(NOAH);
  expect((await move(browser, 'estimates', issued, S.Cancelled)).statusCode).toBe(403);
  expect((await create(browser, 'estimates', { title: 'X', estimateCents: 1 })).statusCode).toBe(
    403,
  );
});

it('hides the workflows from whoever sees the project only as a Showcase (404)', async () => {
  for (const email of [SAM, LIAM]) {
    const browser = await signedIn(email);
    expect((await list(browser, 'estimates')).statusCode).toBe(404);
    const issued = await api.idOf('estimates', 'Animation and stills');
    expect((await move(browser, 'estimates', issued, S.EstimateApproved)).statusCode).toBe(404);
    expect((await browser.request('GET', `/api/estimates/${issued}/document`)).statusCode).toBe(
      404,
    );
  }
});

it('answers 404 to a client for an estimate at a hidden status, on every route', async () => {
  const draft = await api.idOf('estimates', 'Aerial views');
  const olivia = await signedIn(OLIVIA);
  const body = { title: 'Mine now', estimateCents: 1 };
  expect((await olivia.request('PUT', `/api/estimates/${draft}`, body)).statusCode).toBe(404);
  expect((await move(olivia, 'estimates', draft, S.ReadyForEstimateIssue)).statusCode).toBe(404);
  expect((await olivia.request('GET', `/api/estimates/${draft}/document`)).statusCode).toBe(404);
  expect((await olivia.request('GET', '/api/estimates/99999/document')).statusCode).toBe(404);
});

it('lets the studio create and edit a draft, and not an issued estimate (409)', async () => {
  const ada = await signedIn(ADA);
  const created = await create(ada, 'estimates', {
    title: ' Street views ',
    estimateCents: 120_000,
    gst: false,
  });
  expect(created.statusCode).toBe(201);
  const record = created.json() as TestRecord;
  expect(record).toMatchObject({
    reference: `EST-${String(record.id).padStart(4, '0')}`,
    title: 'Street views',
    status: S.Draft,
    gst: false,
    canEdit: true,
  });
  expect(record.history).toEqual([
    expect.objectContaining({ action: 'Created', author: 'Ada Admin', status: S.Draft }),
  ]);
  const edited = await ada.request('PUT', `/api/estimates/${record.id}`, {
    title: 'Street views',
    estimateCents: 130_000,
    actualCents: null,
  });
  expect(edited.json()).toMatchObject({ estimateCents: 130_000, gst: true });

  const issued = await api.idOf('estimates', 'Animation and stills');
  const refused = await ada.request('PUT', `/api/estimates/${issued}`, edited.json());
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(WORKFLOW_MESSAGES.notEditable);

  const invalid = await create(ada, 'estimates', { title: '' });
  expect(invalid.statusCode).toBe(400);
  expect(Object.keys(invalid.json().errors).sort()).toEqual(['EstimateCents', 'Title']);
  const olivia = await signedIn(OLIVIA);
  expect((await create(olivia, 'estimates', { title: 'X', estimateCents: 1 })).statusCode).toBe(
    403,
  );
});

it('refuses the studio the client’s moves (409) and lets the client’s ProjectAdmin approve', async () => {
  const id = await estimateAt(S.ReadyForEstimateIssue, S.EstimateIssued);
  const ada = await signedIn(ADA);
  const refused = await move(ada, 'estimates', id, S.EstimateApproved);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(WORKFLOW_MESSAGES.moveRefused);
  expect((await move(ada, 'estimates', id, 5)).statusCode).toBe(409);

  const approved = await move(await signedIn(OLIVIA), 'estimates', id, S.EstimateApproved);
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: S.EstimateApproved, moves: [] });
  expect((approved.json() as TestRecord).history.at(-1)).toMatchObject({
    action: 'Approve estimate',
    author: 'Olivia Harbour',
    side: 'client',
  });
  // Approved once: a second approval finds nothing to move.
  expect((await move(await signedIn(OLIVIA), 'estimates', id, S.EstimateApproved)).statusCode).toBe(
    409,
  );
});

it('records a rejection with its reason; the client then no longer sees the estimate', async () => {
  const id = await estimateAt(S.ReadyForEstimateIssue, S.EstimateIssued);
  const olivia = await signedIn(OLIVIA);
  const rejected = await move(olivia, 'estimates', id, S.EstimateRejected, ' Too dear ');
  expect(rejected.statusCode).toBe(200);
  // The answer is the record as the client may read it: their own step is at a hidden status.
  expect(rejected.json()).toMatchObject({ status: S.EstimateRejected, moves: [] });
  expect((rejected.json() as TestRecord).history.map((step) => step.status)).toEqual([
    S.EstimateIssued,
  ]);
  expect((await items(OLIVIA)).items.map((item) => item.id)).not.toContain(id);
  const studio = (await items(ADA)).items.find((item) => item.id === id)!;
  expect(studio.history.at(-1)).toMatchObject({
    action: 'Reject estimate',
    message: 'Too dear',
    author: 'Olivia Harbour',
  });
});

it('will not issue the actual before its amount is entered (400 ActualCents)', async () => {
  const id = await estimateAt(
    S.ReadyForEstimateIssue,
    S.EstimateIssued,
    S.EstimateApproved,
    S.InProgress,
    S.WorkComplete,
    S.ReadyForActualIssue,
  );
  const ada = await signedIn(ADA);
  const refused = await move(ada, 'estimates', id, S.ActualIssued);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual({ ActualCents: [WORKFLOW_MESSAGES.actualRequired] });
  await ada.request('PUT', `/api/estimates/${id}`, {
    title: 'Night views',
    estimateCents: 250_000,
    actualCents: 262_500,
  });
  const issued = await move(ada, 'estimates', id, S.ActualIssued);
  expect(issued.json()).toMatchObject({ status: S.ActualIssued, actualCents: 262_500 });
});
