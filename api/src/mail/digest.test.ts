import { MAIL_KIND_LABELS } from '@portal/contract';
import { mailSent, mailTo, notify, outboxOf } from '../test/mail-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';
import { digestRunOf } from './sydney.js';

const api = withTestApp();
const LIAM = 'liam@southerncross.example.com';

/** The instant an hour after tomorrow's digest time in Sydney (every item made now is before it). */
const tomorrowMorning = () => new Date(Date.now() + 25 * 3600_000);

it('runs at 07:00 in Sydney, daylight saving or not', () => {
  // 07:00 AEDT (UTC+11) in summer, 07:00 AEST (UTC+10) in winter.
  expect(digestRunOf(new Date('2026-12-01T20:30:00Z'))).toEqual({
    day: '2026-12-02',
    at: new Date('2026-12-01T20:00:00Z'),
  });
  expect(digestRunOf(new Date('2026-12-01T19:59:59Z')).day).toBe('2026-12-01');
  expect(digestRunOf(new Date('2026-07-01T21:00:00Z'))).toEqual({
    day: '2026-07-02',
    at: new Date('2026-07-01T21:00:00Z'),
  });
});

it('gathers a day’s items into one e-mail grouped by kind; nothing when nothing waits', async () => {
  const liamId = await userIdOf(api.db, LIAM);
  // Nothing waits: no digest, for anyone.
  expect(await api.app.notificationMail.digests(tomorrowMorning())).toBe(0);
  await mailSent(api);
  expect(api.mail.filter((mail) => mail.subject.includes('digest'))).toEqual([]);

  await notify(api, liamId, { kind: 'newPost' });
  await notify(api, liamId, { kind: 'comment' });
  await notify(api, liamId, { kind: 'newPost' });
  await mailSent(api);
  expect(mailTo(api.mail, LIAM)).toEqual([]); // all three wait for the digest

  // Before the next 07:00 they stay where they are.
  expect(await api.app.notificationMail.digests(new Date())).toBe(0);
  const instant = tomorrowMorning();
  expect(await api.app.notificationMail.digests(instant)).toBe(1);
  // Running it again (another process, the next minute) adds no second digest.
  expect(await api.app.notificationMail.digests(instant)).toBe(0);
  await mailSent(api);
  const digests = mailTo(api.mail, LIAM);
  expect(digests).toHaveLength(1);
  const [digest] = digests;
  expect(digest!.subject).toMatch(
    /^Your Lumen Studio digest for [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
  );
  expect(digest!.text).toContain('3 things happened in the portal since your last digest.');
  const posts = digest!.text.indexOf(`${MAIL_KIND_LABELS.newPost} (2)`);
  const comments = digest!.text.indexOf(`${MAIL_KIND_LABELS.comment} (1)`);
  expect(posts).toBeGreaterThan(-1);
  expect(comments).toBeGreaterThan(posts);
  expect(digest!.html).toContain(`${MAIL_KIND_LABELS.newPost} (2)</h2>`);
  expect(digest!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const day = digestRunOf(instant).day;
  expect(digest!.messageId).toBe(`<digest-${liamId}-${day}@portal.lumen.example.com>`);
  expect((await outboxOf(api.db, liamId)).filter((row) => row.channel === 'digest')).toEqual([
    expect.objectContaining({ digest_day: day, status: 'Sent' }),
  ]);

  // Unsubscribing from the digest turns off each kind that came in it.
  const oneClick = new URL(digest!.headers!['List-Unsubscribe']!.slice(1, -1));
  const response = await api.app.inject({
    method: 'POST',
    url: `${oneClick.pathname}${oneClick.search}`,
  });
  expect(response.json().message).toBe('You will no longer get the daily digest.');
  const off = await api.db
    .selectFrom('mail_preferences')
    .select('kind')
    .where('user_id', '=', liamId)
    .where('delivery', '=', 'off')
    .execute();
  expect(off.map((row) => row.kind)).toEqual(expect.arrayContaining(['newPost', 'comment']));
});
