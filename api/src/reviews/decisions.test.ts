import { REVIEW_DECISION_MESSAGES } from '@portal/contract';
import {
  CANOPY,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PAVILION,
  PEOPLE,
  reviewUrl,
} from '../test/reviews-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

it('shows the seeded decisions: state, who decided and the reason', async () => {
  const casey = await signedIn(PEOPLE.casey);
  const canopy = (await casey.request('GET', reviewUrl(await mediaIdOf(api.db, ...CANOPY)))).json();
  expect(canopy).toMatchObject({
    state: 'ChangesRequested',
    decision: {
      outcome: 'ChangesRequested',
      by: 'Olivia Harbour',
      onBehalfOf: null,
      reason: expect.stringContaining('spotted gum'),
    },
    canDecide: false,
    decidesOnBehalf: false,
  });
  expect(canopy.history).toHaveLength(1);
});

it('lets a Contributor read but not decide', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await signedIn(PEOPLE.casey);
  const refused = await casey.request('POST', reviewUrl(flythrough), { decision: 'Approve' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(
    'Only the client’s project managers, and the studio on their behalf, can approve or request changes.',
  );
  // Olivia manages Harbour's projects: she decides for Harbour.
  const olivia = await signedIn(PEOPLE.olivia);
  const quay = await mediaIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  expect((await olivia.request('GET', reviewUrl(quay))).json().canDecide).toBe(true);
});

it('walks a medium through approve, request changes and withdraw, newest first', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const olivia = await signedIn(PEOPLE.olivia);
  const decide = (body: object) => olivia.request('POST', reviewUrl(flythrough), body);

  const pending = (await olivia.request('GET', reviewUrl(flythrough))).json();
  expect(pending).toMatchObject({ state: 'Pending', decision: null, history: [], canDecide: true });
  expect(pending).toMatchObject({ comments: 3, openComments: 2, mediaId: flythrough });

  const nothing = await decide({ decision: 'Withdraw' });
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json().message).toBe('There is no decision to withdraw.');

  const noReason = await decide({ decision: 'RequestChanges', reason: '  ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().errors).toEqual({ Reason: ['Say what needs to change.'] });
  expect((await decide({ decision: 'Maybe' })).json().errors).toEqual({
    Decision: ['Choose Approve, RequestChanges or Withdraw.'],
  });

  const changes = await decide({ decision: 'RequestChanges', reason: 'Slower turn, please.' });
  expect(changes.statusCode).toBe(200);
  expect(changes.json()).toMatchObject({
    state: 'ChangesRequested',
    decision: { outcome: 'ChangesRequested', reason: 'Slower turn, please.', by: 'Olivia Harbour' },
  });
  const again = await decide({ decision: 'RequestChanges', reason: 'Still.' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This is already changes requested.');

  expect(changes.json().canWithdraw).toBe(true);
  expect((await decide({ decision: 'Approve' })).json().state).toBe('Approved');
  expect((await decide({ decision: 'Approve' })).json().message).toBe('This is already approved.');
  const withdrawn = (await decide({ decision: 'Withdraw' })).json();
  expect(withdrawn).toMatchObject({ state: 'Pending', decision: null });
  expect(withdrawn.history.map((d: { outcome: string }) => d.outcome)).toEqual([
    'Withdrawn',
    'Approved',
    'ChangesRequested',
  ]);
  const dates = withdrawn.history.map((d: { date: string }) => d.date);
  expect([...dates].sort().reverse()).toEqual(dates);
});

it('records the studio deciding on behalf of the client', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const admin = await signedIn(PEOPLE.admin);
  const before = (await admin.request('GET', reviewUrl(dusk))).json();
  expect(before).toMatchObject({ state: 'Approved', canDecide: true, decidesOnBehalf: true });
  const decided = await admin.request('POST', reviewUrl(dusk), {
    decision: 'RequestChanges',
    reason: 'Client asked by phone for a bluer sky.',
  });
  expect(decided.json()).toMatchObject({
    state: 'ChangesRequested',
    decision: { by: 'Ada Admin', onBehalfOf: 'Harbour & Co Architects' },
  });
  const row = await api.db
    .selectFrom('media_decisions')
    .select(['on_behalf_of_client_id', 'outcome'])
    .where('media_id', '=', dusk)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const harbour = await api.db
    .selectFrom('clients')
    .select('id')
    .where('name', '=', 'Harbour & Co Architects')
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ on_behalf_of_client_id: harbour.id, outcome: 'ChangesRequested' });
  expect(decided.json().canWithdraw).toBe(true);
  // Olivia may decide anew, not withdraw Ada's decision: only its maker may.
  const olivia = await signedIn(PEOPLE.olivia);
  const seen = (await olivia.request('GET', reviewUrl(dusk))).json();
  expect(seen).toMatchObject({ canDecide: true, canWithdraw: false });
  const notHers = await olivia.request('POST', reviewUrl(dusk), { decision: 'Withdraw' });
  expect(notHers.statusCode).toBe(403);
  expect(notHers.json().message).toBe(REVIEW_DECISION_MESSAGES.notYours);
  expect((await admin.request('GET', reviewUrl(dusk))).json().state).toBe('ChangesRequested');
  // Noah sees every project but manages none: he reads, never decides.
  const noah = await signedIn(PEOPLE.noah);
  expect((await noah.request('GET', reviewUrl(dusk))).json().canDecide).toBe(false);
  expect((await noah.request('POST', reviewUrl(dusk), { decision: 'Approve' })).statusCode).toBe(
    403,
  );
});

it('refuses decisions on an archived project with a 409', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const olivia = await signedIn(PEOPLE.olivia);
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', PAVILION)
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('projects')
    .set({ archived_at: '2026-01-01 00:00:00' })
    .where('id', '=', project.id)
    .execute();
  try {
    expect((await olivia.request('GET', reviewUrl(dusk))).json().canDecide).toBe(false);
    const refused = await olivia.request('POST', reviewUrl(dusk), { decision: 'Withdraw' });
    expect(refused.statusCode).toBe(409);
  } finally {
    await api.db
      .updateTable('projects')
      .set({ archived_at: null })
      .where('id', '=', project.id)
      .execute();
  }
});

it("fills every medium's review on the project page", async () => {
  const casey = await signedIn(PEOPLE.casey);
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', PAVILION)
    .executeTakeFirstOrThrow();
  const detail = (await casey.request('GET', `/api/projects/${project.id}`)).json();
  const media = detail.posts.flatMap((p: { media: unknown[] }) => p.media) as {
    title: string;
    review: { state: string; comments: number; openComments: number; decision: unknown };
  }[];
  expect(media.every((m) => m.review !== undefined)).toBe(true);
  const byTitle = Object.fromEntries(media.map((m) => [m.title, m.review]));
  expect(byTitle['Fly-through']).toMatchObject({ comments: 3, openComments: 2 });
  expect(byTitle['Under the timber canopy']).toMatchObject({
    state: 'ChangesRequested',
    decision: expect.objectContaining({ by: 'Olivia Harbour' }),
  });
  expect(byTitle['Deliverables package']).toEqual({
    state: 'Pending',
    decision: null,
    comments: 0,
    openComments: 0,
  });
});
