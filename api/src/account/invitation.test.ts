import { INVITE_CONTRIBUTORS_ONLY, INVITE_OWN_CLIENT_ONLY } from '@portal/contract';
import { withTestApp } from '../test/test-app.js';
import { EMAIL_TAKEN, LINK_INVALID } from './recovery-service.js';

const api = withTestApp();

/** The link of the newest invitation e-mailed to the address. */
const invitationTo = (to: string) => {
  const mail = [...api.mail].reverse().find((m) => m.to === to && m.subject.includes('invited'));
  const link = mail?.text.match(/http\S+confirm-email-set-password\S+/)?.[0];
  if (!link) throw new Error(`No invitation was e-mailed to ${to}`);
  const url = new URL(link);
  return { userId: url.searchParams.get('userId')!, token: url.searchParams.get('token')! };
};

async function accept(link: { userId: string; token: string }, password = 'first-pass-1') {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const answer = await browser.request('POST', '/api/account/confirm-email-set-password', {
    ...link,
    password,
    confirmPassword: password,
  });
  return { browser, answer };
}

it('an admin invites a person, who sets a password from the link and is signed in', async () => {
  const admin = await api.signedIn('admin@example.com');
  const invited = await admin.request('POST', '/api/admin/users/invite', {
    email: 'new.client@harbourco.example.com',
    clientId: 2,
    roles: ['Contributor', 'ProjectAdmin'],
  });
  expect(invited.statusCode).toBe(200);
  expect(invited.json()).toMatchObject({ success: true });

  const link = invitationTo('new.client@harbourco.example.com');
  // Not usable before the invitation is accepted: no password opens it yet.
  expect(
    (await api.visitor().signIn('new.client@harbourco.example.com', 'first-pass-1')).statusCode,
  ).toBe(401);

  const { browser, answer } = await accept(link);
  expect(answer.json()).toMatchObject({ success: true, redirectUrl: '/projects' });
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state).toMatchObject({
    isAuthenticated: true,
    user: { email: 'new.client@harbourco.example.com' },
  });
  expect(state.currentClient).toMatchObject({ id: 2 });
  expect(state.userClaims).toEqual(
    expect.arrayContaining(['role:ProjectAdmin', 'Engage.User.Invite']),
  );

  // The link works once, and the password now signs in.
  expect((await accept(link)).answer.json().errors).toEqual({ '': [LINK_INVALID] });
  expect(
    (await api.visitor().signIn('new.client@harbourco.example.com', 'first-pass-1')).statusCode,
  ).toBe(200);
});

it('checks the password rules and the link', async () => {
  const admin = await api.signedIn('admin@example.com');
  await admin.request('POST', '/api/admin/users/invite', { email: 'rules@example.org' });
  const link = invitationTo('rules@example.org');
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const weak = await browser.request('POST', '/api/account/confirm-email-set-password', {
    ...link,
    password: 'abc',
    confirmPassword: 'abd',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().errors).toEqual({
    Password: ['Password must be at least 6 characters'],
    ConfirmPassword: ['Passwords do not match'],
  });
  const forged = await browser.request('POST', '/api/account/confirm-email-set-password', {
    userId: link.userId,
    token: 'forged',
    password: 'good-pass-1',
    confirmPassword: 'good-pass-1',
  });
  expect(forged.json().errors).toEqual({ '': [LINK_INVALID] });
  const garbage = await browser.request('POST', '/api/account/confirm-email-set-password', {
    userId: { a: 1 },
    token: 5,
  });
  expect(garbage.statusCode).toBe(400);
});

it('re-sends to someone who never accepted; refuses an address in use', async () => {
  const admin = await api.signedIn('admin@example.com');
  await admin.request('POST', '/api/admin/users/invite', { email: 'slow@example.org' });
  const first = invitationTo('slow@example.org');
  const again = await admin.request('POST', '/api/admin/users/invite', {
    email: 'Slow@example.org',
  });
  expect(again.json().message).toBe('A new invitation was sent to Slow@example.org.');
  expect((await accept(first)).answer.statusCode).toBe(400);
  expect((await accept(invitationTo('Slow@example.org'))).answer.statusCode).toBe(200);

  const taken = await admin.request('POST', '/api/admin/users/invite', {
    email: 'client@example.com',
  });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().errors).toEqual({ Email: [EMAIL_TAKEN] });
});

it('lets a ProjectAdmin invite Contributors to their own client only; others not at all', async () => {
  const admin = await api.signedIn('admin@example.com');
  await admin.request('POST', '/api/admin/users/invite', {
    email: 'pa@harbourco.example.com',
    clientId: 2,
    roles: ['ProjectAdmin'],
  });
  const { browser: projectAdmin } = await accept(invitationTo('pa@harbourco.example.com'));
  const own = await projectAdmin.request('POST', '/api/admin/users/invite', {
    email: 'colleague@harbourco.example.com',
    clientId: 2,
  });
  expect(own.statusCode).toBe(200);
  const other = await projectAdmin.request('POST', '/api/admin/users/invite', {
    email: 'x@example.org',
    clientId: 3,
  });
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe(INVITE_OWN_CLIENT_ONLY);
  const promoted = await projectAdmin.request('POST', '/api/admin/users/invite', {
    email: 'y@example.org',
    clientId: 2,
    roles: ['GlobalProjectAdmin'],
  });
  expect(promoted.json().message).toBe(INVITE_CONTRIBUTORS_ONLY);

  const contributor = await api.signedIn('client@example.com');
  expect(
    (await contributor.request('POST', '/api/admin/users/invite', { email: 'z@example.org' }))
      .statusCode,
  ).toBe(403);
  const visitor = api.visitor();
  await visitor.request('GET', '/api/account/user-state');
  expect(
    (await visitor.request('POST', '/api/admin/users/invite', { email: 'z@example.org' }))
      .statusCode,
  ).toBe(401);
});

it('explains bad invitations field by field', async () => {
  const admin = await api.signedIn('admin@example.com');
  const bad = await admin.request('POST', '/api/admin/users/invite', {
    email: 'nope',
    clientId: 'two',
    roles: ['Emperor'],
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['ClientId', 'Email', 'Roles']);
  const ghost = await admin.request('POST', '/api/admin/users/invite', {
    email: 'ghost@example.org',
    clientId: 999,
  });
  expect(ghost.json().errors).toEqual({ ClientId: ['That client does not exist.'] });
});

it('lets a ProjectAdmin re-send only the pending invitations of their own client', async () => {
  const admin = await api.signedIn('admin@example.com');
  await admin.request('POST', '/api/admin/users/invite', {
    email: 'pending@southerncross.example.com',
    clientId: 3,
  });
  const adminsLink = invitationTo('pending@southerncross.example.com');
  await admin.request('POST', '/api/admin/users/invite', {
    email: 'pending@harbourco.example.com',
    clientId: 2,
  });

  const olivia = await api.signedIn('olivia@harbourco.example.com');
  const foreign = await olivia.request('POST', '/api/admin/users/invite', {
    email: 'pending@southerncross.example.com',
    clientId: 2,
  });
  expect(foreign.statusCode).toBe(403);
  expect(foreign.json().message).toBe(INVITE_OWN_CLIENT_ONLY);
  const own = await olivia.request('POST', '/api/admin/users/invite', {
    email: 'pending@harbourco.example.com',
    clientId: 2,
  });
  expect(own.json().message).toBe('A new invitation was sent to pending@harbourco.example.com.');

  // The admin's link still works, and the person joins the admin's client.
  const { browser, answer } = await accept(adminsLink);
  expect(answer.statusCode).toBe(200);
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state.currentClient).toMatchObject({ id: 3 });
});
