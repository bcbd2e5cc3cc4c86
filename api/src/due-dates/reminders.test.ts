import { addDays, MAIL_MESSAGES, projectPage, studioDay } from '@portal/contract';
import { digestRunOf } from '../mail/sydney.js';
import { mailSent, mailTo } from '../test/mail-support.js';
import { mediaId, postIdOf } from '../test/media-support.js';
import { FLYTHROUGH, PAVILION, PEOPLE, reviewUrl } from '../test/reviews-support.js';
import { userIdOf, withTestApp } from '../test/test-app.js';

const api = withTestApp({ PUBLIC_URL: 'https://portal.example.com' });
const { signedIn } = api;

const MINUTE = 60_000;
const inDays = (days: number) => addDays(studioDay(), days);
/** 07:00 in Sydney on a day (03:00 UTC is early afternoon there, summer or winter). */
const sevenAm = (day: string) => digestRunOf(new Date(`${day}T03:00:00Z`)).at;
const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const run = (instant: Date) => api.app.reviewReminders.run(instant);

/** The titles of a person's review reminders so far, oldest first. */
async function remindersOf(email: string) {
  const rows = await api.db
    .selectFrom('notifications')
    .select(['title', 'message', 'data'])
    .where('user_id', '=', await userIdOf(api.db, email))
    .where('title', 'like', 'Review due%')
    .orderBy('id')
    .execute();
  return rows;
}
const titlesOf = async (email: string) => (await remindersOf(email)).map((row) => row.title);

/** Olivia (Harbour's project admin, its reviewer) sets a post's due day. */
async function dueOnPost(post: string, dueOn: string) {
  const olivia = await signedIn(PEOPLE.olivia);
  const postId = await postIdOf(api.db, PAVILION, post);
  const response = await olivia.request('PUT', `/api/posts/${postId}/due-date`, { dueOn });
  expect(response.statusCode).toBe(200);
  return olivia;
}

it('reminds the reviewers the day before and on the day from 07:00, once each', async () => {
  const due = inDays(20);
  await dueOnPost('Dusk exterior renders', due);
  const eve = sevenAm(addDays(due, -1));

  // Before 07:00 the day before, nothing.
  expect(await run(later(eve, -MINUTE))).toBe(0);
  expect(await titlesOf(PEOPLE.olivia)).toEqual([]);

  // At 07:00: the open ones (awaiting review, changes requested), not the approved dusk render.
  expect(await run(eve)).toBe(2);
  const tomorrow = [
    'Review due tomorrow: Under the timber canopy',
    'Review due tomorrow: Fly-through',
  ];
  expect((await titlesOf(PEOPLE.olivia)).sort()).toEqual([...tomorrow].sort());
  // Again (the next minute, another process, after a restart): nothing more.
  expect(await run(eve)).toBe(0);
  expect(await run(later(eve, 3 * 60 * MINUTE))).toBe(0);
  expect(await titlesOf(PEOPLE.olivia)).toHaveLength(2);

  // On the day, once more each, even with two processes at once.
  const [one, two] = await Promise.all([run(sevenAm(due)), run(sevenAm(due))]);
  expect(one! + two!).toBe(2);
  expect(await run(later(sevenAm(due), MINUTE))).toBe(0);
  const titles = await titlesOf(PEOPLE.olivia);
  expect(titles.filter((title) => title.startsWith('Review due today: ')).sort()).toEqual([
    'Review due today: Fly-through',
    'Review due today: Under the timber canopy',
  ]);
  // The day after: overdue, shown on the page, not reminded again.
  expect(await run(sevenAm(addDays(due, 1)))).toBe(0);
  // Contributors do not decide: they are not reminded.
  expect(await titlesOf(PEOPLE.casey)).toEqual([]);
});

it('links the reminder to the medium and e-mails it at once', async () => {
  const flythrough = await mediaId(api.db, ...FLYTHROUGH);
  const [reminder] = (await remindersOf(PEOPLE.olivia)).filter(
    (row) => row.title === 'Review due tomorrow: Fly-through',
  );
  const { projectId } = JSON.parse(reminder!.data!) as { projectId: number };
  expect(JSON.parse(reminder!.data!)).toEqual({ projectId, mediaId: flythrough });
  expect(reminder!.message).toMatch(/^Waterfront Pavilion · due [A-Z][a-z]+day \d{1,2} [A-Z]/);

  await mailSent(api);
  const mails = mailTo(api.mail, PEOPLE.olivia).filter((mail) =>
    mail.subject.startsWith('Review due'),
  );
  expect(mails.map((mail) => mail.subject).sort()).toEqual(
    [
      'Review due today: Fly-through',
      'Review due today: Under the timber canopy',
      'Review due tomorrow: Fly-through',
      'Review due tomorrow: Under the timber canopy',
    ].sort(),
  );
  const link = `https://portal.example.com${projectPage(projectId, { mediaId: flythrough })}`;
  const mail = mails.find((each) => each.subject === 'Review due tomorrow: Fly-through')!;
  expect(mail.text).toContain(`${MAIL_MESSAGES.openAction}:\n${link}`);
});

it('reminds nobody of a medium once it is approved', async () => {
  const due = inDays(30);
  const olivia = await dueOnPost('Design report and deliverables', due);
  const report = await mediaId(api.db, PAVILION, 'Design visualisation report');
  // The report's own (seeded, overdue) day moves to the post's.
  await olivia.request('PUT', `/api/media/${report}/due-date`, { dueOn: null });
  const approved = await olivia.request('POST', reviewUrl(report), { decision: 'Approve' });
  expect(approved.statusCode).toBe(200);

  expect(await run(sevenAm(addDays(due, -1)))).toBe(1);
  expect(await run(sevenAm(due))).toBe(1);
  const titles = await titlesOf(PEOPLE.olivia);
  expect(titles.filter((title) => title.includes('Deliverables package'))).toEqual([
    'Review due tomorrow: Deliverables package',
    'Review due today: Deliverables package',
  ]);
  expect(titles.filter((title) => title.includes('Design visualisation report'))).toEqual([]);
});
