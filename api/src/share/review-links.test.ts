import {
  REVIEW_COMMENT_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  SHARE_MESSAGES,
  type MediaReview,
  type ReviewThread,
  type ReviewThreadList,
} from '@portal/contract';
import { storedNotifications } from '../test/comments-support.js';
import { mediaId } from '../test/media-support.js';
import { userIdOf, withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();

const OLIVIA = 'olivia@harbourco.example.com';
const ADMIN = 'admin@example.com';
const AGENCY = "Ana Ruiz (guest, via 'Agency review')";

async function projectId() {
  const { id } = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  return id;
}

/** Olivia (Project.Manage on Harbour's projects) makes a link to the whole project. */
async function makeLink(body: object) {
  const olivia = await api.signedIn(OLIVIA);
  const created = await olivia.request(
    'POST',
    `/api/projects/${await projectId()}/share-links`,
    body,
  );
  expect(created.statusCode).toBe(201);
  const link = created.json();
  return { link, token: link.url.split('/share/')[1] as string, olivia };
}

/** A guest who opened the link and said who they are. */
async function guestOf(token: string, name = 'Ana Ruiz', email = 'ana@agency.example.com') {
  const guest = api.visitor();
  await guest.request('GET', `/api/share/${token}`);
  const introduced = await guest.request('POST', `/api/share/${token}/guest`, { name, email });
  expect(introduced.statusCode).toBe(200);
  return guest;
}

const point = { kind: 'point', x: 0.4, y: 0.6 };
const thread = (text: string) => ({ text, anchor: point, drawing: null, mentions: [] });

it('lets a guest comment and decide through a review link, named with the link, and tells the studio', async () => {
  const { token, olivia } = await makeLink({
    label: 'Agency review',
    allowComments: true,
    allowDecisions: true,
  });
  const dusk = await mediaId(api.db, 'Waterfront Pavilion', 'Dusk from the foreshore');
  const visitor = api.visitor();
  const opened = (await visitor.request('GET', `/api/share/${token}`)).json();
  expect(opened).toMatchObject({ allowComments: true, allowDecisions: true, guest: null });
  // Its tiles say where each medium stands in review (the seed approved the dusk render).
  const tiles = opened.posts.flatMap((post: { media: unknown[] }) => post.media);
  expect(tiles.find((each: { id: number }) => each.id === dusk).review).toMatchObject({
    state: 'Approved',
  });
  // The review reads without a name; writing needs one.
  const read = await visitor.request('GET', `/api/share/${token}/media/${dusk}/comments`);
  expect(read.statusCode).toBe(200);
  expect((read.json() as ReviewThreadList).canComment).toBe(false);
  const anonymous = await visitor.request(
    'POST',
    `/api/share/${token}/media/${dusk}/comments`,
    thread('Who am I?'),
  );
  expect(anonymous.statusCode).toBe(403);
  expect(anonymous.json().message).toBe(SHARE_MESSAGES.guestRequired);

  const guest = await guestOf(token);
  expect((await guest.request('GET', `/api/share/${token}`)).json().guest).toEqual({
    name: 'Ana Ruiz',
    email: 'ana@agency.example.com',
  });
  const posted = await guest.request(
    'POST',
    `/api/share/${token}/media/${dusk}/comments`,
    thread('Can the glow be warmer?'),
  );
  expect(posted.statusCode).toBe(201);
  const created = posted.json() as ReviewThread;
  expect(created.author).toEqual({ id: null, name: AGENCY, side: 'client' });
  expect(created).toMatchObject({ canEdit: false, canDelete: false, canResolve: false });
  const mention = await guest.request('POST', `/api/share/${token}/media/${dusk}/comments`, {
    ...thread('Asking Olivia'),
    mentions: [1],
  });
  expect(mention.statusCode).toBe(400);
  expect(mention.json().errors.Mentions).toEqual([REVIEW_COMMENT_MESSAGES.guestMentions]);

  // The seed's dusk render was approved; the agency asks for changes.
  const decided = await guest.request('POST', `/api/share/${token}/media/${dusk}/review`, {
    decision: 'RequestChanges',
    reason: 'Warmer glow, please.',
  });
  expect(decided.statusCode).toBe(200);
  expect(decided.json()).toMatchObject({ state: 'ChangesRequested', decision: { by: AGENCY } });

  // The project's people see the guest's words and decision, marked as a guest's.
  const threads = (await olivia.request('GET', `/api/media/${dusk}/comments`)).json();
  expect(threads.threads.map((each: ReviewThread) => each.author?.name)).toContain(AGENCY);
  const review = (await olivia.request('GET', `/api/media/${dusk}/review`)).json() as MediaReview;
  expect(review.decision?.by).toBe(AGENCY);
  // The studio's managers hear of both.
  const told = await storedNotifications(api.db, await userIdOf(api.db, ADMIN), 'ProjectUpdate');
  expect(told.map((each) => each.message)).toEqual(
    expect.arrayContaining([expect.stringContaining(`${AGENCY}: “Can the glow be warmer?”`)]),
  );
  expect(told.map((each) => each.title)).toContain('Changes requested: Dusk from the foreshore');
});

it("refuses a guest's name or address that is empty or malformed, field by field", async () => {
  const { token } = await makeLink({ allowComments: true });
  const visitor = api.visitor();
  const refused = await visitor.request('POST', `/api/share/${token}/guest`, {
    name: '  ',
    email: 'not-an-address',
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toMatchObject({
    Name: [SHARE_MESSAGES.guestNameRequired],
    Email: [INVALID_EMAIL_MESSAGE],
  });
});

it('keeps a guest to what the link allows and to the media it shares', async () => {
  const dusk = await mediaId(api.db, 'Waterfront Pavilion', 'Dusk from the foreshore');
  const { token: viewOnly } = await makeLink({});
  const looker = api.visitor();
  const intro = await looker.request('POST', `/api/share/${viewOnly}/guest`, {
    name: 'Lee',
    email: 'lee@example.com',
  });
  expect(intro.statusCode).toBe(403);
  const threads = await looker.request('GET', `/api/share/${viewOnly}/media/${dusk}/comments`);
  expect(threads.statusCode).toBe(403);
  expect(threads.json().message).toBe(SHARE_MESSAGES.commentsNotAllowed);

  const { token: decisionsOnly } = await makeLink({ allowDecisions: true });
  const decider = await guestOf(decisionsOnly, 'Dee');
  const comment = await decider.request(
    'POST',
    `/api/share/${decisionsOnly}/media/${dusk}/comments`,
    thread('Not allowed'),
  );
  expect(comment.statusCode).toBe(403);
  expect(comment.json().message).toBe(SHARE_MESSAGES.commentsNotAllowed);
  const canopy = await mediaId(api.db, 'Waterfront Pavilion', 'Under the timber canopy');
  const decided = await decider.request(
    'POST',
    `/api/share/${decisionsOnly}/media/${canopy}/review`,
    {
      decision: 'Approve',
      reason: '',
    },
  );
  expect(decided.statusCode).toBe(200);
  expect(decided.json().decision.by).toBe('Dee (guest, via a share link)');

  // Another project's medium, through this link: not found.
  const elsewhere = await api.db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .select('media.id')
    .where('posts.project_id', '!=', await projectId())
    .executeTakeFirstOrThrow();
  const foreign = await decider.request(
    'GET',
    `/api/share/${decisionsOnly}/media/${elsewhere.id}/review`,
  );
  expect(foreign.statusCode).toBe(404);
  // A guest of one link is nobody on another.
  const { token: other } = await makeLink({ allowComments: true });
  const stranger = await decider.request(
    'POST',
    `/api/share/${other}/media/${dusk}/comments`,
    thread('Borrowed name'),
  );
  expect(stranger.json().message).toBe(SHARE_MESSAGES.guestRequired);
});

it('keeps what guests said when the link is revoked, and stops them at once', async () => {
  const { token, link, olivia } = await makeLink({ label: 'Agency review', allowComments: true });
  const fly = await mediaId(api.db, 'Waterfront Pavilion', 'Fly-through');
  const guest = await guestOf(token);
  const posted = await guest.request('POST', `/api/share/${token}/media/${fly}/comments`, {
    text: 'Slow the last turn down.',
    anchor: { kind: 'time', time: 2 },
    drawing: null,
    mentions: [],
  });
  expect(posted.statusCode).toBe(201);
  expect((await olivia.request('DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(200);
  const after = await guest.request('POST', `/api/share/${token}/media/${fly}/comments`, {
    text: 'Still here?',
    anchor: { kind: 'time', time: 1 },
    drawing: null,
    mentions: [],
  });
  expect(after.statusCode).toBe(410);
  expect(after.json().message).toBe(SHARE_MESSAGES.revoked);
  const threads = (await olivia.request('GET', `/api/media/${fly}/comments`)).json();
  expect(
    threads.threads.find((each: ReviewThread) => each.text === 'Slow the last turn down.')?.author
      ?.name,
  ).toBe(AGENCY);
});

it("limits a guest's writes", async () => {
  const { token } = await makeLink({ allowComments: true });
  const canopy = await mediaId(api.db, 'Waterfront Pavilion', 'Under the timber canopy');
  const guest: TestBrowser = await guestOf(token, 'Busy Bee');
  const statuses: number[] = [];
  for (let index = 0; index < 31; index += 1) {
    const answer = await guest.request(
      'POST',
      `/api/share/${token}/media/${canopy}/comments`,
      thread(`Note ${index}`),
    );
    statuses.push(answer.statusCode);
  }
  expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
  expect(statuses[30]).toBe(429);
});

it('downloads nothing, or the originals, as the link says', async () => {
  const report = await mediaId(api.db, 'Waterfront Pavilion', 'Design visualisation report');
  const { token: none } = await makeLink({});
  const { token: previews } = await makeLink({ downloads: 'previews' });
  const { token: originals } = await makeLink({ downloads: 'originals' });
  const visitor = api.visitor();
  const file = (token: string) => `/api/share/${token}/media/${report}/file?download=1`;
  const refused = await visitor.request('GET', file(none));
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(SHARE_MESSAGES.downloadNotAllowed);
  // This test API makes no previews: a previews-only link has none to give.
  const noPreview = await visitor.request('GET', file(previews));
  expect(noPreview.statusCode).toBe(403);
  expect(noPreview.json().message).toBe(SHARE_MESSAGES.previewsOnly);
  const original = await visitor.request('GET', file(originals));
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-disposition']).toMatch(/^attachment/);
  expect(original.headers['content-type']).toBe('application/pdf');
});
