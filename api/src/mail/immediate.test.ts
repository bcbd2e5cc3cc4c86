import { MAIL_MESSAGES, mailEndpoints, projectPage } from '@portal/contract';
import nodemailer from 'nodemailer';
import { mailSent, mailTo, outboxOf } from '../test/mail-support.js';
import { DUSK, mediaIdOf, PEOPLE, point, thread } from '../test/reviews-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';

const api = withTestApp({ PUBLIC_URL: 'https://portal.example.com' });

/** A mention of Casey on Dusk, and the e-mail it sent her. */
async function mentionCasey(text: string) {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const noah = await api.signedIn(PEOPLE.noah);
  const caseyId = await userIdOf(api.db, PEOPLE.casey);
  const comment = await thread(noah, dusk, {
    text,
    anchor: point(0.5, 0.5),
    mentions: [caseyId],
  });
  await mailSent(api);
  const mail = mailTo(api.mail, PEOPLE.casey).at(-1)!;
  return { dusk, comment, caseyId, mail };
}

it('e-mails a mention at once: text and HTML, a link to the comment, one-click unsubscribe', async () => {
  const { dusk, comment, caseyId, mail } = await mentionCasey('@Casey Client the glow?');
  expect(mail.subject).toBe('Noah Lumen mentioned you on Dusk from the foreshore');
  const project = await api.db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select('posts.project_id')
    .where('media.id', '=', dusk)
    .executeTakeFirstOrThrow();
  const link = `https://portal.example.com${projectPage(project.project_id, { mediaId: dusk, commentId: comment.id })}`;
  expect(mail.text).toContain(`${MAIL_MESSAGES.openAction}:\n${link}`);
  expect(mail.text).toContain('Waterfront Pavilion: “@Casey Client the glow?”');
  // en-AU date, Sydney time.
  expect(mail.text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m \(Sydney time\)/);
  expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers!['List-Unsubscribe']).toMatch(
    /^<https:\/\/portal\.example\.com\/api\/mail\/unsubscribe\?token=[^>]+>$/,
  );
  const [row] = (await outboxOf(api.db, caseyId)).filter((r) => r.channel === 'email');
  expect(mail.messageId).toBe(
    `<notification-${row!.notification_id}.email@portal.lumen.example.com>`,
  );
  expect(row).toMatchObject({ status: 'Sent', attempts: 1 });
  expect(row!.sent_at).not.toBeNull();

  // As it goes out: one multipart/alternative message with both headers.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const raw = String((await transport.sendMail({ from: 'portal@example.com', ...mail })).message);
  expect(raw).toMatch(/Content-Type: multipart\/alternative;/);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  // Long headers are folded onto the next line.
  expect(raw).toMatch(
    /^List-Unsubscribe:\s+<https:\/\/portal\.example\.com\/api\/mail\/unsubscribe/m,
  );
  expect(raw).toContain(`Message-ID: ${mail.messageId}`);
});

it('unsubscribes in one click without a session; the page’s GET changes nothing', async () => {
  const { caseyId, mail } = await mentionCasey('@Casey Client once more');
  const oneClick = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
  const pageLink = /https:\/\/portal\.example\.com\/account\/unsubscribe\?token=\S+/.exec(
    mail.text,
  )![0];
  expect(new URL(pageLink).searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

  // A mail scanner opening the link's GET changes nothing.
  const info = await api.app.inject({
    method: 'GET',
    url: `${oneClick.pathname}${oneClick.search}`,
  });
  // It names the address, and that comments still come.
  expect(info.json()).toEqual({ topic: 'comment', email: PEOPLE.casey, stopped: false });
  const setting = () =>
    api.db
      .selectFrom('mail_preferences')
      .select('delivery')
      .where('user_id', '=', caseyId)
      .where('kind', '=', 'comment')
      .executeTakeFirst();
  expect(await setting()).toBeUndefined();

  // RFC 8058: the mail program POSTs a form, no cookie, no anti-forgery header.
  const response = await api.app.inject({
    method: 'POST',
    url: `${oneClick.pathname}${oneClick.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    topic: 'comment',
    message: 'You will no longer get e-mails about comments and mentions.',
  });
  expect(await setting()).toEqual({ delivery: 'off' });
  // The link opened again says they already are.
  const again = await api.app.inject({
    method: 'GET',
    url: `${oneClick.pathname}${oneClick.search}`,
  });
  expect(again.json()).toEqual({ topic: 'comment', email: PEOPLE.casey, stopped: true });
  const before = mailTo(api.mail, PEOPLE.casey).length;
  await mentionCasey('@Casey Client are you there?');
  expect(mailTo(api.mail, PEOPLE.casey)).toHaveLength(before);
});

it('refuses a tampered token with a 400 that says so, and changes nothing', async () => {
  const oliviaId = await userIdOf(api.db, PEOPLE.olivia);
  const { mail } = await mentionCasey('@Casey Client last one');
  const token = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
  const [, kind, mac] = token.split('.');
  const tampered = [
    `${oliviaId}.${kind}.${mac}`, // another person
    token.replace('.comment.', '.estimate.'), // another kind
    `${token.slice(0, -2)}xx`, // another signature
    'nonsense',
  ];
  for (const bad of tampered) {
    const url = `${mailEndpoints.unsubscribe.path}?token=${encodeURIComponent(bad)}`;
    const post = await api.app.inject({ method: 'POST', url });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe(MAIL_MESSAGES.invalidToken);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(400);
  }
  const rows = await api.db
    .selectFrom('mail_preferences')
    .selectAll()
    .where('user_id', '=', oliviaId)
    .execute();
  expect(rows).toEqual([]);
});
