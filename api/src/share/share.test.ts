import { SHARED_LINK_INVALID_MESSAGE, SHARE_MESSAGES } from '@portal/contract';
import { withTestApp } from '../test/test-app.js';
import { redactShareTokens } from '../http/log-redaction.js';

const api = withTestApp();

const OLIVIA = 'olivia@harbourco.example.com';
const CASEY = 'client@example.com';

async function waterfront() {
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  const posts = await api.db
    .selectFrom('posts')
    .select(['id', 'title', 'published_at'])
    .where('project_id', '=', project.id)
    .execute();
  return { projectId: project.id, posts };
}

/** Olivia (Project.Manage on Harbour's projects) creates a link. */
async function createLink(body: object) {
  const { projectId } = await waterfront();
  const olivia = await api.signedIn(OLIVIA);
  const created = await olivia.request('POST', `/api/projects/${projectId}/share-links`, body);
  expect(created.statusCode).toBe(201);
  const link = created.json();
  return { link, token: link.url.split('/share/')[1] as string, olivia, projectId };
}

it('creates a link with a long random token, keeps only its hash, and lists it for the managers', async () => {
  const { link, token, olivia, projectId } = await createLink({ label: 'For the board' });
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(link).toMatchObject({ scope: 'Whole project', label: 'For the board', viewCount: 0 });
  const row = await api.db
    .selectFrom('share_links')
    .selectAll()
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  expect(Object.values(row).map(String)).not.toContain(token);
  const listed = await olivia.request('GET', `/api/projects/${projectId}/share-links`);
  expect(listed.json()).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: link.id, url: link.url })]),
  );

  const casey = await api.signedIn(CASEY);
  expect((await casey.request('GET', `/api/projects/${projectId}/share-links`)).statusCode).toBe(
    403,
  );
  expect(
    (await casey.request('POST', `/api/projects/${projectId}/share-links`, {})).statusCode,
  ).toBe(403);
});

it('opens the published posts to anyone holding the link, media through it, one view per visit', async () => {
  const { token, olivia, projectId, link } = await createLink({});
  const visitor = api.visitor();
  const opened = await visitor.request('GET', `/api/share/${token}`);
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['referrer-policy']).toBe('no-referrer');
  expect(opened.headers['x-robots-tag']).toContain('noindex');
  const content = opened.json();
  expect(content.project.name).toBe('Waterfront Pavilion');
  expect(content.posts.length).toBeGreaterThan(0);
  const stored = content.posts.flatMap(
    (post: { media: { linked: boolean; file: { fileUri: string } }[] }) =>
      post.media.filter((media) => !media.linked),
  );
  for (const media of stored) expect(media.file.fileUri).toMatch(`/api/share/${token}/media/`);
  // A video plays, and a picture is asked for at a width, through the link too.
  const video = stored.find((media: { mediaType: string }) => media.mediaType === 'Video');
  expect(video.playbackUrl).toBe(`/api/share/${token}/media/${video.id}/playback`);
  const played = await visitor.request('GET', `${video.playbackUrl}?h=720`);
  expect(played.statusCode).toBe(200);
  expect(played.headers['content-type']).toBe('video/mp4');
  const image = stored.find((media: { mediaType: string }) => media.mediaType === 'Image');
  expect((await visitor.request('GET', `${image.thumbnailUrl}?w=480`)).statusCode).toBe(200);
  const file = await visitor.request('GET', stored[0].file.fileUri);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toMatch(/^inline/);
  // Downloads were not allowed.
  expect((await visitor.request('GET', `${stored[0].file.fileUri}?download=1`)).statusCode).toBe(
    403,
  );

  await visitor.request('GET', `/api/share/${token}`);
  await api.visitor().request('GET', `/api/share/${token}`);
  const [listed] = (await olivia.request('GET', `/api/projects/${projectId}/share-links`))
    .json()
    .filter((item: { id: number }) => item.id === link.id);
  expect(listed.viewCount).toBe(2);
});

it('opens one post through its link, and no medium of another post', async () => {
  const { posts } = await waterfront();
  const [shared, other] = posts.filter((post) => post.published_at !== null);
  const { token } = await createLink({ postId: shared!.id, downloads: 'originals' });
  const visitor = api.visitor();
  const content = (await visitor.request('GET', `/api/share/${token}`)).json();
  expect(content.posts.map((post: { id: number }) => post.id)).toEqual([shared!.id]);
  expect(content.downloads).toBe('originals');
  const elsewhere = await api.db
    .selectFrom('media')
    .select('id')
    .where('post_id', '=', other!.id)
    .executeTakeFirstOrThrow();
  const refused = await visitor.request('GET', `/api/share/${token}/media/${elsewhere.id}/file`);
  expect(refused.statusCode).toBe(404);
});

it('asks for the password, throttles the guesses, and opens once it is given', async () => {
  const { token } = await createLink({ password: 'harbour-2026' });
  const visitor = api.visitor();
  const locked = await visitor.request('GET', `/api/share/${token}`);
  expect(locked.statusCode).toBe(401);
  expect(locked.json().message).toBe(SHARE_MESSAGES.passwordRequired);
  const wrong = await visitor.request('POST', `/api/share/${token}/unlock`, { password: 'nope' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors.Password).toEqual([SHARE_MESSAGES.passwordWrong]);
  const right = await visitor.request('POST', `/api/share/${token}/unlock`, {
    password: 'harbour-2026',
  });
  expect(right.statusCode).toBe(200);
  // The visit's cookie is also sent inside a partner's iframe, kept apart per embedding site.
  expect(String(right.headers['set-cookie'])).toMatch(
    /SameSite=None.*Secure|Secure.*SameSite=None/,
  );
  expect(String(right.headers['set-cookie'])).toContain('Partitioned');
  expect((await visitor.request('GET', `/api/share/${token}`)).statusCode).toBe(200);

  // Inside a partner's frame no anti-forgery cookie is sent; the password is still taken, as JSON.
  const framed = await api.app.inject({
    method: 'POST',
    url: `/api/share/${token}/unlock`,
    payload: { password: 'harbour-2026' },
  });
  expect(framed.statusCode).toBe(200);
  const forged = await api.app.inject({
    method: 'POST',
    url: `/api/share/${token}/unlock`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'password=harbour-2026',
  });
  expect(forged.statusCode).toBe(415);

  const guesser = api.visitor();
  await guesser.request('GET', `/api/share/${token}`);
  const answers: number[] = [];
  for (let i = 0; i < 10; i += 1)
    answers.push(
      (await guesser.request('POST', `/api/share/${token}/unlock`, { password: `x${i}` }))
        .statusCode,
    );
  expect(answers.at(-1)).toBe(429);
});

it('keeps the visit cookie SameSite=Lax on plain http away from a loopback address', async () => {
  const { token } = await createLink({});
  const opened = await api.app.inject({
    method: 'GET',
    url: `/api/share/${token}`,
    headers: { host: 'portal.studio.lan:8080' },
  });
  expect(opened.statusCode).toBe(200);
  const cookie = String(opened.headers['set-cookie']);
  expect(cookie).toContain('SameSite=Lax');
  expect(cookie).not.toContain('Secure');
});

it('says whether a link is unknown, revoked or expired, and nothing of what it shared', async () => {
  const { token, olivia, link } = await createLink({});
  const visitor = api.visitor();
  expect((await olivia.request('DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(200);
  const revoked = await visitor.request('GET', `/api/share/${token}`);
  const unknown = await visitor.request('GET', `/api/share/${'A'.repeat(43)}`);
  const { token: later } = await createLink({});
  await api.db
    .updateTable('share_links')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_sealed', 'is not', null)
    .where('revoked_at', 'is', null)
    .execute();
  const expired = await visitor.request('GET', `/api/share/${later}`);
  // Each says which, and nothing of what it shared.
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(SHARED_LINK_INVALID_MESSAGE);
  expect(revoked.statusCode).toBe(410);
  expect(revoked.json().message).toBe(SHARE_MESSAGES.revoked);
  expect(expired.statusCode).toBe(410);
  const lastDay = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.now() - 1000));
  expect(expired.json().message).toBe(`This link expired on ${lastDay}.`);
  for (const answer of [revoked, expired]) expect(answer.body).not.toContain('Waterfront');
});

it('takes a last day from tomorrow to a year ahead, and refuses a post of another project', async () => {
  const { projectId } = await waterfront();
  const olivia = await api.signedIn(OLIVIA);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(),
  );
  const refused = await olivia.request('POST', `/api/projects/${projectId}/share-links`, {
    expiresOn: today,
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors.ExpiresOn).toEqual([SHARE_MESSAGES.expiryInvalid]);
  const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const accepted = await olivia.request('POST', `/api/projects/${projectId}/share-links`, {
    expiresOn: tomorrow,
  });
  expect(accepted.statusCode).toBe(201);
  expect(Date.parse(accepted.json().expiresDate)).toBeGreaterThan(Date.now());
  const foreign = await api.db
    .selectFrom('posts')
    .select('id')
    .where('project_id', '!=', projectId)
    .executeTakeFirstOrThrow();
  const wrongPost = await olivia.request('POST', `/api/projects/${projectId}/share-links`, {
    postId: foreign.id,
  });
  expect(wrongPost.statusCode).toBe(400);
});

it('keeps share tokens out of the request logs', () => {
  expect(redactShareTokens('/api/share/abcDEF_-123/media/4/file?download=1')).toBe(
    '/api/share/[token]/media/4/file?download=1',
  );
  expect(redactShareTokens('/share/abcDEF_-123')).toBe('/share/[token]');
  expect(redactShareTokens('/api/upload-links/abcDEF_-123/chunks')).toBe(
    '/api/upload-links/[token]/chunks',
  );
  expect(redactShareTokens('/upload/abcDEF_-123')).toBe('/upload/[token]');
});
