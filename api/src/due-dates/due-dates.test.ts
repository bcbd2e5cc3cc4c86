import { addDays, DUE_DATE_MESSAGES, studioDay } from '@portal/contract';
import { mediaId, postIdOf } from '../test/media-support.js';
import { FLYTHROUGH, PAVILION, PEOPLE } from '../test/reviews-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();
const { signedIn } = api;

const POST = 'Dusk exterior renders';
const postUrl = (id: number) => `/api/posts/${id}/due-date`;
const mediaUrl = (id: number) => `/api/media/${id}/due-date`;
const inDays = (days: number) => addDays(studioDay(), days);

/** The first medium of a post. */
async function mediaIdOfPost(postId: number) {
  const row = await api.db
    .selectFrom('media')
    .select('id')
    .where('post_id', '=', postId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The project page's answer for Waterfront Pavilion, as Olivia reads it. */
async function pavilion() {
  const olivia = await signedIn(PEOPLE.olivia);
  const { id } = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', PAVILION)
    .executeTakeFirstOrThrow();
  const project = (await olivia.request('GET', `/api/projects/${id}`)).json();
  const post = project.posts.find((each: { title: string }) => each.title === POST);
  const media = (title: string) =>
    post.media.find((each: { title: string }) => each.title === title);
  return { post, media };
}

it('sets and clears a post’s due date; its media without a day of their own take it', async () => {
  const olivia = await signedIn(PEOPLE.olivia);
  const postId = await postIdOf(api.db, PAVILION, POST);
  const flythrough = await mediaId(api.db, ...FLYTHROUGH);
  const day = inDays(5);

  const set = await olivia.request('PUT', postUrl(postId), { dueOn: day });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ dueOn: day });
  let page = await pavilion();
  expect(page.post.dueOn).toBe(day);
  expect(page.media('Fly-through')).toMatchObject({ dueOn: null, effectiveDueOn: day });

  // A medium's own day wins over its post's, and clearing it gives the post's back.
  const own = inDays(2);
  const medium = await olivia.request('PUT', mediaUrl(flythrough), { dueOn: own });
  expect(medium.json()).toEqual({ dueOn: own, effectiveDueOn: own });
  page = await pavilion();
  expect(page.media('Fly-through')).toMatchObject({ dueOn: own, effectiveDueOn: own });
  expect(page.media('Dusk from the foreshore')).toMatchObject({ effectiveDueOn: day });
  const cleared = await olivia.request('PUT', mediaUrl(flythrough), { dueOn: null });
  expect(cleared.json()).toEqual({ dueOn: null, effectiveDueOn: day });

  // Today is not in the past.
  expect((await olivia.request('PUT', postUrl(postId), { dueOn: inDays(0) })).statusCode).toBe(200);
  expect((await olivia.request('PUT', postUrl(postId), { dueOn: null })).json()).toEqual({
    dueOn: null,
  });
  page = await pavilion();
  expect(page.post.dueOn).toBeNull();
  expect(page.media('Fly-through').effectiveDueOn).toBeNull();
});

it('refuses a day that is not one, or is past, with the field’s message', async () => {
  const olivia = await signedIn(PEOPLE.olivia);
  const postId = await postIdOf(api.db, PAVILION, POST);
  const refused = async (body: object, message: string) => {
    const response = await olivia.request('PUT', postUrl(postId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ DueOn: [message] });
  };
  await refused({ dueOn: '2027-02-30' }, DUE_DATE_MESSAGES.invalid);
  await refused({ dueOn: 'next Friday' }, DUE_DATE_MESSAGES.invalid);
  await refused({ dueOn: '' }, DUE_DATE_MESSAGES.invalid);
  await refused({}, DUE_DATE_MESSAGES.invalid);
  await refused({ dueOn: inDays(-1) }, DUE_DATE_MESSAGES.past);
  await refused({ dueOn: inDays(11 * 366) }, DUE_DATE_MESSAGES.tooFar);
  expect(DUE_DATE_MESSAGES).toMatchObject({
    invalid: 'Please enter a valid date.',
    past: 'The due date cannot be in the past.',
  });
  const flythrough = await mediaId(api.db, ...FLYTHROUGH);
  const medium = await olivia.request('PUT', mediaUrl(flythrough), { dueOn: inDays(-3) });
  expect(medium.json().errors).toEqual({ DueOn: [DUE_DATE_MESSAGES.past] });
  const { due_on: stored } = await api.db
    .selectFrom('posts')
    .select('due_on')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  expect(stored).toBeNull();
});

it('lets only those who may edit the post set it: a Contributor 403, another client’s 404', async () => {
  const postId = await postIdOf(api.db, PAVILION, POST);
  const flythrough = await mediaId(api.db, ...FLYTHROUGH);
  const body = { dueOn: inDays(3) };
  const casey = await signedIn(PEOPLE.casey);
  expect((await casey.request('PUT', postUrl(postId), body)).statusCode).toBe(403);
  expect((await casey.request('PUT', mediaUrl(flythrough), body)).statusCode).toBe(403);
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state'); // its anti-forgery token
  expect((await visitor.request('PUT', postUrl(postId), body)).statusCode).toBe(401);

  // Olivia edits Harbour's posts, never Southern Cross's: theirs are not found, and a Showcase
  // one she may look at is not hers to change.
  const olivia = await signedIn(PEOPLE.olivia);
  const aerials = await postIdOf(api.db, 'Parramatta Town Centre', 'Masterplan aerials');
  const aerial = await mediaIdOfPost(aerials);
  expect((await olivia.request('PUT', postUrl(aerials), body)).statusCode).toBe(404);
  expect((await olivia.request('PUT', mediaUrl(aerial), body)).statusCode).toBe(404);
  const tower = await postIdOf(api.db, 'Skyline Residences', 'Tower hero shots');
  expect((await olivia.request('PUT', postUrl(tower), body)).statusCode).toBe(403);
  // The studio's admin may.
  const admin = await signedIn(PEOPLE.admin);
  expect((await admin.request('PUT', postUrl(tower), body)).json()).toEqual(body);

  const rows = await api.db
    .selectFrom('posts')
    .select('due_on')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  expect(rows.due_on).toBeNull();
});

it('seeds the design report overdue: due two days before the seed, still pending', async () => {
  const report = await mediaId(api.db, PAVILION, 'Design visualisation report');
  const { due_on: dueOn } = await api.db
    .selectFrom('media')
    .select('due_on')
    .where('id', '=', report)
    .executeTakeFirstOrThrow();
  expect(dueOn).toBe(inDays(-2));
});
