import { MAIL_DEFAULTS, MAIL_KINDS, mailEndpoints } from '@portal/contract';
import { mailSent, mailTo, notify, outboxOf } from '../test/mail-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';

const api = withTestApp();
const URL = mailEndpoints.preferences.path;
const CASEY = 'client@example.com';
const OLIVIA = 'olivia@harbourco.example.com';

it('answers every kind with its default until the person chooses', async () => {
  const casey = await api.signedIn(CASEY);
  const response = await casey.request('GET', URL);
  expect(response.statusCode).toBe(200);
  expect(response.json().preferences).toEqual(
    MAIL_KINDS.map((kind) => ({ kind, delivery: MAIL_DEFAULTS[kind], chosen: false })),
  );
  expect(MAIL_DEFAULTS).toMatchObject({ estimate: 'immediately', query: 'immediately' });
  expect(MAIL_DEFAULTS).toMatchObject({ newPost: 'digest', comment: 'digest' });
});

it('changes only the caller’s own settings, and only the kinds given', async () => {
  const casey = await api.signedIn(CASEY);
  const olivia = await api.signedIn(OLIVIA);
  const changed = await casey.request('PUT', URL, {
    preferences: { comment: 'off', invoice: 'immediately' },
  });
  expect(changed.statusCode).toBe(200);
  const mine = changed.json().preferences as { kind: string; delivery: string; chosen: boolean }[];
  expect(mine.find((p) => p.kind === 'comment')).toEqual({
    kind: 'comment',
    delivery: 'off',
    chosen: true,
  });
  expect(mine.find((p) => p.kind === 'invoice')?.delivery).toBe('immediately');
  expect(mine.find((p) => p.kind === 'estimate')).toMatchObject({ chosen: false });
  // Olivia's stay as they were.
  const hers = (await olivia.request('GET', URL)).json().preferences as { chosen: boolean }[];
  expect(hers.every((p) => !p.chosen)).toBe(true);
});

it('refuses visitors, and kinds or deliveries it does not know', async () => {
  const visitor = api.visitor();
  expect((await visitor.request('GET', URL)).statusCode).toBe(401);
  // With its anti-forgery token (from that GET), still not signed in.
  expect((await visitor.request('PUT', URL, { preferences: { comment: 'off' } })).statusCode).toBe(
    401,
  );
  const casey = await api.signedIn(CASEY);
  expect((await casey.request('PUT', URL, { preferences: { gossip: 'off' } })).statusCode).toBe(
    400,
  );
  expect((await casey.request('PUT', URL, { preferences: { comment: 'weekly' } })).statusCode).toBe(
    400,
  );
});

it('follows the choice: immediately, digest or off; by default what waits and mentions come at once', async () => {
  const liam = 'liam@southerncross.example.com';
  const liamId = await userIdOf(api.db, liam);
  const browser = await api.signedIn(liam);
  await notify(api, liamId, { kind: 'comment', mention: true }); // default: at once
  await notify(api, liamId, { kind: 'comment' }); // default: digest
  await notify(api, liamId, { kind: 'estimate', waiting: true }); // default: at once
  await browser.request('PUT', URL, { preferences: { estimate: 'off', newPost: 'immediately' } });
  await notify(api, liamId, { kind: 'estimate', waiting: true }); // off
  await notify(api, liamId, { kind: 'newPost' }); // chosen: at once
  await mailSent(api);
  expect(mailTo(api.mail, liam).map((mail) => mail.subject)).toEqual([
    'A comment notification',
    'A estimate notification',
    'A newPost notification',
  ]);
  expect((await outboxOf(api.db, liamId)).map((row) => row.status)).toEqual([
    'Sent',
    'Sent',
    'Sent',
  ]);
  const waiting = await api.db
    .selectFrom('mail_digest_items')
    .select('kind')
    .where('user_id', '=', liamId)
    .execute();
  expect(waiting).toEqual([{ kind: 'comment' }]);
});
