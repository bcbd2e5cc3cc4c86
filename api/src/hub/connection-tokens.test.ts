import { ConnectionTokens } from './connection-tokens.js';

// Tokens must be verifiable by any process that shares the secret, and by nobody else.
const TTL = 30_000;
const NOW = 1_800_000_000_000;
const issuer = new ConnectionTokens('shared-secret', TTL);
const otherProcess = new ConnectionTokens('shared-secret', TTL);

it('is read back by another process with the same secret', () => {
  const { connectionId, connectionToken } = issuer.issue(42, 'session-a', NOW);
  expect(otherProcess.read(connectionToken, NOW + 10)).toEqual({
    connectionId,
    userId: 42,
    issuedAt: NOW,
    expiresAt: NOW + TTL,
    sessionTag: otherProcess.sessionTag('session-a'),
  });
  expect(connectionToken).not.toContain('session-a');
});

it('names the session that negotiated, and no other', () => {
  const { connectionToken } = issuer.issue(42, 'session-a', NOW);
  const claim = otherProcess.read(connectionToken, NOW)!;
  expect(claim.sessionTag).toBe(otherProcess.sessionTag('session-a'));
  expect(claim.sessionTag).not.toBe(otherProcess.sessionTag('session-b'));
});

it('refuses a token signed with another secret, edited, malformed or expired', () => {
  const { connectionToken } = issuer.issue(42, 'session-a', NOW);
  expect(new ConnectionTokens('another-secret', TTL).read(connectionToken, NOW)).toBeNull();
  const parts = connectionToken.split('.');
  const asUser7 = [parts[0], '7', ...parts.slice(2)].join('.');
  expect(otherProcess.read(asUser7, NOW)).toBeNull();
  const longer = [parts[0], parts[1], parts[2], String(NOW + 10 * TTL), ...parts.slice(4)];
  expect(otherProcess.read(longer.join('.'), NOW)).toBeNull();
  for (const bad of ['', 'no-such-token', `${connectionToken}.x`, connectionToken.slice(0, -1)]) {
    expect(otherProcess.read(bad, NOW)).toBeNull();
  }
  expect(otherProcess.read(connectionToken, NOW + TTL)).not.toBeNull();
  expect(otherProcess.read(connectionToken, NOW + TTL + 1)).toBeNull();
});

it('gives every negotiation its own connection id', () => {
  const ids = new Set(
    Array.from({ length: 100 }, () => issuer.issue(42, 'session-a', NOW).connectionId),
  );
  expect(ids.size).toBe(100);
});
