import type { HubConnection } from '@microsoft/signalr';
import { withLiveApp } from '../test/hub-support.js';
import { signIn } from '../test/live-test-app.js';
import { userIdOf } from '../test/test-app.js';
import { MAX_GROUPS_PER_CONNECTION, TOO_MANY_GROUPS, type HubGroupKind } from './groups.js';

// Groups with the official client, through a kind registered here (the features' kinds have
// tests of their own): rooms 1, 2, 3… named `room:N`, which users in `barred` may not join.
const test = withLiveApp();
const barred = new Set<number>();
/** Users whose check fails (the database unreachable, say). */
const failing = new Set<number>();
const REFUSED = 'This room is not open to you.';
const rooms: HubGroupKind = {
  join: 'JoinRoom',
  leave: 'LeaveRoom',
  groupOf: (arg) => (Number.isSafeInteger(arg) && (arg as number) > 0 ? `room:${arg}` : null),
  mayJoin: async ({ userId }) => {
    if (failing.has(userId)) throw new Error('The check could not be made');
    return !barred.has(userId);
  },
  refusal: REFUSED,
};

beforeAll(() => test.live.app.notificationHub.registerGroups(rooms));
afterEach(() => {
  barred.clear();
  failing.clear();
});

/** A started official client of a signed-in demo user, recording every RoomEvent it gets. */
async function viewer(email: string) {
  const { cookie } = await signIn(test.live.app, email);
  const connection = test.client({ Cookie: cookie });
  const events: unknown[] = [];
  connection.on('RoomEvent', (event: unknown) => events.push(event));
  await connection.start();
  return { connection, events, userId: await userIdOf(test.live.db, email) };
}

/** Resolves once the connection has received `count` events. */
const until = async (events: unknown[], count: number) => {
  while (events.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * Once this resolves, every frame the server sent the connection before the call has arrived:
 * the answer to an invocation comes after them on the same socket.
 */
const drained = (connection: HubConnection) => connection.invoke('LeaveRoom', 999);

const hub = () => test.live.app.notificationHub;
const members = (group: string) =>
  hub()
    .registry.membersOf(group)
    .map((connection) => connection.info.connectionId);

it('delivers a group’s events to the connections that joined it, and only to them', async () => {
  const member = await viewer('client@example.com');
  const outsider = await viewer('liam@southerncross.example.com');
  await member.connection.invoke('JoinRoom', 1);
  await outsider.connection.invoke('JoinRoom', 2);
  await hub().publishToGroup('room:1', 'RoomEvent', [{ room: 1 }]);
  await until(member.events, 1);
  await drained(outsider.connection);
  expect(member.events).toEqual([{ room: 1 }]);
  expect(outsider.events).toEqual([]);
});

it('refuses a join the kind does not allow, or a malformed one, and sends nothing', async () => {
  const member = await viewer('client@example.com');
  const refused = await viewer('liam@southerncross.example.com');
  barred.add(refused.userId);
  await member.connection.invoke('JoinRoom', 1);
  await expect(refused.connection.invoke('JoinRoom', 1)).rejects.toThrow(REFUSED);
  await expect(refused.connection.invoke('JoinRoom', 'one')).rejects.toThrow(REFUSED);
  await expect(refused.connection.invoke('JoinRoom', 1, 2)).rejects.toThrow(REFUSED);
  await hub().publishToGroup('room:1', 'RoomEvent', ['for members']);
  await until(member.events, 1);
  await drained(refused.connection);
  expect(refused.events).toEqual([]);
});

it('joins on a call that expects no answer, and stops delivering after a leave', async () => {
  const member = await viewer('client@example.com');
  await member.connection.send('JoinRoom', 3);
  // Invocations run in order, so the join is done once this answer arrives.
  await drained(member.connection);
  await hub().publishToGroup('room:3', 'RoomEvent', ['first']);
  await until(member.events, 1);
  await member.connection.invoke('LeaveRoom', 3);
  expect(members('room:3')).toEqual([]);
  await hub().publishToGroup('room:3', 'RoomEvent', ['second']);
  await drained(member.connection);
  expect(member.events).toEqual(['first']);
});

it('asks again before each message: a member no longer allowed gets nothing and is dropped', async () => {
  const stays = await viewer('client@example.com');
  const loses = await viewer('liam@southerncross.example.com');
  await Promise.all([stays, loses].map(({ connection }) => connection.invoke('JoinRoom', 4)));
  barred.add(loses.userId);
  await hub().publishToGroup('room:4', 'RoomEvent', ['after access ended']);
  await until(stays.events, 1);
  await drained(loses.connection);
  expect(loses.events).toEqual([]);
  expect(members('room:4')).toEqual([stays.connection.connectionId]);
  // Allowed again, it must join again to hear the room.
  barred.delete(loses.userId);
  await hub().publishToGroup('room:4', 'RoomEvent', ['later']);
  await until(stays.events, 2);
  await drained(loses.connection);
  expect(loses.events).toEqual([]);
});

it('counts a check that fails as a refusal, at the join and before a message', async () => {
  const stays = await viewer('client@example.com');
  const failed = await viewer('liam@southerncross.example.com');
  await Promise.all([stays, failed].map(({ connection }) => connection.invoke('JoinRoom', 9)));
  failing.add(failed.userId);
  await expect(failed.connection.invoke('JoinRoom', 10)).rejects.toThrow(REFUSED);
  await hub().publishToGroup('room:9', 'RoomEvent', ['checked']);
  await until(stays.events, 1);
  await drained(failed.connection);
  expect(failed.events).toEqual([]);
});

it('takes a closed socket out of its groups', async () => {
  const member = await viewer('client@example.com');
  await member.connection.invoke('JoinRoom', 5);
  await member.connection.invoke('JoinRoom', 6);
  expect(members('room:5')).toEqual([member.connection.connectionId]);
  await member.connection.stop();
  while (hub().connectionCount > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(members('room:5')).toEqual([]);
  expect(members('room:6')).toEqual([]);
});

it(`keeps a connection to ${MAX_GROUPS_PER_CONNECTION} groups`, async () => {
  const { connection } = await viewer('client@example.com');
  for (let room = 1; room <= MAX_GROUPS_PER_CONNECTION; room += 1) {
    await connection.invoke('JoinRoom', room);
  }
  // Joining one it is in already is fine; a new one is not until it leaves another.
  await connection.invoke('JoinRoom', 1);
  await expect(connection.invoke('JoinRoom', 100)).rejects.toThrow(TOO_MANY_GROUPS);
  await connection.invoke('LeaveRoom', 1);
  await connection.invoke('JoinRoom', 100);
});

it('still answers an unknown method with an error', async () => {
  const { connection } = await viewer('client@example.com');
  await expect(connection.invoke('Echo', 1)).rejects.toThrow("Unknown hub method 'Echo'");
});

it('refuses a group name the backplane could not carry', async () => {
  await expect(hub().publishToGroup('room 1', 'RoomEvent', [])).rejects.toThrow(
    'not a hub group name',
  );
});
