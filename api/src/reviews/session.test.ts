import {
  MAX_PRESENTER_STATE_CHARS,
  PRESENTER_STATE,
  REVIEW_HUB_METHODS,
  REVIEW_SESSION_CHANGED,
  REVIEW_SESSION_MESSAGES,
  REVIEW_SESSION_METHODS as METHODS,
  type PresenterState,
  type ReviewSessionChanged,
} from '@portal/contract';
import { withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { FLYTHROUGH, mediaIdOf, PEOPLE } from '../test/reviews-support.js';
import { heard, videoAt, watchersAre } from '../test/session-support.js';

const api = withLiveApp();

/** An official client signed in as the demo user, started. */
async function connected(email: string) {
  const { cookie } = await signIn(api.live.app, email);
  const connection = api.client({ Cookie: cookie });
  await connection.start();
  return connection;
}

const flythrough = () => mediaIdOf(api.live.db, ...FLYTHROUGH);

describe('live review sessions', () => {
  it('lists who has the medium open, by name, and drops who left', async () => {
    const id = await flythrough();
    const olivia = await connected(PEOPLE.olivia);
    const casey = await connected(PEOPLE.casey);
    await olivia.invoke(REVIEW_HUB_METHODS.join, id);
    const both = watchersAre(olivia, ['Casey Client', 'Olivia Harbour']);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    expect((await both).presenter).toBeNull();
    const alone = watchersAre(olivia, ['Olivia Harbour']);
    await casey.invoke(REVIEW_HUB_METHODS.leave, id);
    await alone;
    const again = watchersAre(olivia, ['Casey Client', 'Olivia Harbour']);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await again;
    const closed = watchersAre(olivia, ['Olivia Harbour']);
    await casey.stop();
    await closed;
  });

  it('relays the presenter’s seek to a follower, numbered, and gives a late joiner the latest', async () => {
    const id = await flythrough();
    const casey = await connected(PEOPLE.casey);
    const olivia = await connected(PEOPLE.olivia);
    await Promise.all([casey, olivia].map((c) => c.invoke(REVIEW_HUB_METHODS.join, id)));
    const started = heard<ReviewSessionChanged>(
      olivia,
      REVIEW_SESSION_CHANGED,
      (e) => !!e.presenter,
    );
    await casey.invoke(METHODS.start, id);
    expect((await started).presenter).toEqual({
      userId: expect.any(Number),
      name: 'Casey Client',
    });
    const seek = heard<PresenterState>(olivia, PRESENTER_STATE, (e) => e.state.kind === 'video');
    const before = Date.now();
    await casey.invoke(METHODS.state, id, videoAt(12.5));
    const state = await seek;
    expect(state).toMatchObject({ mediaId: id, seq: 1, presenter: { name: 'Casey Client' } });
    expect(state.state).toEqual(videoAt(12.5));
    expect(state.at).toBeGreaterThanOrEqual(before - 1000);
    // A burst faster than the relay's rate: the last one always arrives.
    const last = heard<PresenterState>(
      olivia,
      PRESENTER_STATE,
      (e) => e.state.kind === 'video' && e.state.time === 20,
    );
    for (let t = 13; t <= 20; t += 1) casey.send(METHODS.state, id, videoAt(t, true));
    expect((await last).seq).toBeGreaterThan(1);
    const admin = await connected(PEOPLE.admin);
    const late = heard<PresenterState>(admin, PRESENTER_STATE, () => true);
    await admin.invoke(REVIEW_HUB_METHODS.join, id);
    expect((await late).state).toEqual(videoAt(20, true));
  });

  it('refuses a second presenter, naming the first, until the first stops', async () => {
    const id = await flythrough();
    const casey = await connected(PEOPLE.casey);
    const olivia = await connected(PEOPLE.olivia);
    await Promise.all([casey, olivia].map((c) => c.invoke(REVIEW_HUB_METHODS.join, id)));
    await casey.invoke(METHODS.start, id);
    await expect(olivia.invoke(METHODS.start, id)).rejects.toThrow(
      REVIEW_SESSION_MESSAGES.busy('Casey Client'),
    );
    await expect(olivia.invoke(METHODS.state, id, videoAt(1))).rejects.toThrow(
      REVIEW_SESSION_MESSAGES.notPresenting,
    );
    const ended = heard<ReviewSessionChanged>(olivia, REVIEW_SESSION_CHANGED, (e) => !e.presenter);
    await casey.invoke(METHODS.stop, id);
    await ended;
    await olivia.invoke(METHODS.start, id);
  });

  it('ends the session when the presenter’s connection closes', async () => {
    const id = await flythrough();
    const casey = await connected(PEOPLE.casey);
    const olivia = await connected(PEOPLE.olivia);
    await Promise.all([casey, olivia].map((c) => c.invoke(REVIEW_HUB_METHODS.join, id)));
    await casey.invoke(METHODS.start, id);
    const ended = watchersAre(olivia, ['Olivia Harbour'], null);
    await casey.stop();
    await ended;
    await olivia.invoke(METHODS.start, id);
  });

  it('refuses those who may not comment there, and a presenter who has not opened the medium', async () => {
    const id = await flythrough();
    // Ava (no client) sees the Showcase project's work, never its review.
    const ava = await connected(PEOPLE.ava);
    await expect(ava.invoke(REVIEW_HUB_METHODS.join, id)).rejects.toThrow();
    await expect(ava.invoke(METHODS.start, id)).rejects.toThrow(REVIEW_SESSION_MESSAGES.notJoined);
    // Without Project.Comment (Casey's roles taken away for the test, then given back).
    const casey = await connected(PEOPLE.casey);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    const db = api.live.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', PEOPLE.casey)
      .executeTakeFirstOrThrow();
    const roles = await db
      .selectFrom('user_roles')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    await db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    try {
      await expect(casey.invoke(METHODS.start, id)).rejects.toThrow(
        REVIEW_SESSION_MESSAGES.mayNotPresent,
      );
    } finally {
      await db.insertInto('user_roles').values(roles).execute();
    }
  });

  it('refuses a state that is not one: NaN, out of range, the wrong kind, too big', async () => {
    const id = await flythrough();
    const casey = await connected(PEOPLE.casey);
    await casey.invoke(REVIEW_HUB_METHODS.join, id);
    await casey.invoke(METHODS.start, id);
    for (const bad of [
      { ...videoAt(1), time: Number.NaN },
      { ...videoAt(1), rate: 1000 },
      { kind: 'sphere', yaw: 0, pitch: 120, zoom: 1, time: null, playing: false },
      { kind: 'pdf', page: 0, zoom: 1 },
      { kind: 'hologram' },
      { ...videoAt(1), compare: { mode: 'wipe', wipe: 2, versions: [1, 2] } },
    ]) {
      await expect(casey.invoke(METHODS.state, id, bad)).rejects.toThrow(
        REVIEW_SESSION_MESSAGES.badState,
      );
    }
    const big = { ...videoAt(1), note: 'x'.repeat(MAX_PRESENTER_STATE_CHARS) };
    await expect(casey.invoke(METHODS.state, id, big)).rejects.toThrow(
      REVIEW_SESSION_MESSAGES.tooBig,
    );
    await casey.invoke(METHODS.state, id, {
      ...videoAt(1),
      compare: { mode: 'wipe', wipe: 0.5, versions: [1, 2] },
    });
  });
});
