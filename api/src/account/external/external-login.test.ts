import { findUserByEmail } from '../user-repository.js';
import { ProviderVisitor, type SignInAs, withTestOidcProvider } from '../../test/oidc-provider.js';
import { withTestApp, type TestBrowser } from '../../test/test-app.js';
import { linkMailedTo } from '../../test/test-mailbox.js';
import { EMAIL_NOT_VERIFIED, ACCOUNT_DISABLED } from './external-login-service.js';
import {
  PROVIDER_UNREACHABLE,
  SIGN_IN_CANCELLED,
  SIGN_IN_EXPIRED,
  SIGN_IN_FAILED,
  UNKNOWN_PROVIDER,
} from './routes.js';

const oidc = withTestOidcProvider();
const api = withTestApp(() =>
  // Nothing listens on port 9: discovery fails.
  oidc.settings({
    name: 'down',
    displayName: 'Down ID',
    issuer: 'http://localhost:9',
    clientId: 'x',
    clientSecret: 'y',
  }),
);

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost:8080');
  return parsed.pathname + parsed.search;
};
const errorShown = (location: string | undefined) =>
  new URL(location ?? '', 'http://localhost').searchParams.get('error');

/** The whole round trip: challenge → the provider's form → callback. Returns the final answer. */
const signInWithProvider = (browser: TestBrowser, as: SignInAs, returnUrl = '/projects') =>
  oidc.signInThrough(browser, as, returnUrl);

async function whoAmI(browser: TestBrowser) {
  return (await browser.request('GET', '/api/account/user-state')).json();
}

it('lists each provider by name and display name only (never its secret)', async () => {
  const response = await api.visitor().request('GET', '/api/account/external-providers');
  expect(response.json()).toEqual([
    { name: 'testid', displayName: 'Test ID' },
    { name: 'down', displayName: 'Down ID' },
  ]);
});

it('signs a new person in, creates their account and returns to the page they wanted', async () => {
  const browser = api.visitor();
  const done = await signInWithProvider(browser, {
    email: 'New.Person@Example.org',
    name: 'Nia Person',
  });
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe('/projects');
  const state = await whoAmI(browser);
  expect(state.isAuthenticated).toBe(true);
  expect(state.user).toMatchObject({ email: 'new.person@example.org', userName: 'Nia Person' });

  // The same person again: the same account, found by the provider's subject.
  const again = api.visitor();
  await signInWithProvider(again, { email: 'new.person@example.org' });
  expect((await whoAmI(again)).user.id).toBe(state.user.id);
});

it('links an existing account by its verified address; refuses an unverified one', async () => {
  const unverified = api.visitor();
  const refused = await signInWithProvider(unverified, {
    email: 'client@example.com',
    verified: false,
  });
  expect(errorShown(refused.headers.location)).toBe(EMAIL_NOT_VERIFIED('Test ID'));
  expect((await whoAmI(unverified)).isAuthenticated).toBe(false);

  const verified = api.visitor();
  await signInWithProvider(verified, { email: 'client@example.com' });
  expect((await whoAmI(verified)).user.email).toBe('client@example.com');
});

/** Registers an address with a password, as anyone can (the address is not confirmed). */
async function registerAs(email: string, password: string) {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const answer = await browser.request('POST', '/api/account/register', {
    email,
    password,
    confirmPassword: password,
  });
  expect(answer.statusCode).toBe(200);
  return browser;
}

/** Resets the password from the link e-mailed to the address (what only its owner can do). */
async function resetFromMailbox(email: string, password: string) {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const before = api.mail.length;
  await browser.request('POST', '/api/account/forgot-password', { email });
  // The registration's confirmation e-mail may arrive after `before` was counted.
  const link = await linkMailedTo(api.mail, email, {
    after: before,
    subject: 'Reset your password',
  });
  const reset = await browser.request('POST', '/api/account/reset-password', {
    email,
    token: link.searchParams.get('token'),
    password,
    confirmPassword: password,
  });
  expect(reset.statusCode).toBe(200);
}

it('never links a provider identity to an unconfirmed account with its password kept', async () => {
  // Someone registers the address first, before its owner ever comes.
  const squatter = await registerAs('victim@example.org', 'squatter-1');
  const owner = api.visitor();
  const done = await signInWithProvider(owner, { email: 'victim@example.org' });
  expect(done.headers.location).toBe('/projects');
  expect((await whoAmI(owner)).user.email).toBe('victim@example.org');
  // The registrant's session and password no longer open the owner's account.
  expect((await whoAmI(squatter)).isAuthenticated).toBe(false);
  expect((await api.visitor().signIn('victim@example.org', 'squatter-1')).statusCode).toBe(401);
});

it('a reset from the mailbox takes an account back from an unverified provider identity', async () => {
  const squatter = api.visitor();
  await signInWithProvider(squatter, { email: 'owner@example.org', verified: false });
  expect((await whoAmI(squatter)).user.email).toBe('owner@example.org');

  await resetFromMailbox('owner@example.org', 'owner-pass-1');
  const again = api.visitor();
  const refused = await signInWithProvider(again, { email: 'owner@example.org', verified: false });
  expect(errorShown(refused.headers.location)).toBe(EMAIL_NOT_VERIFIED('Test ID'));
  expect((await whoAmI(again)).isAuthenticated).toBe(false);
  expect((await api.visitor().signIn('owner@example.org', 'owner-pass-1')).statusCode).toBe(200);
});

it('links normally once a reset proved the address, keeping the password', async () => {
  await registerAs('keeper@example.org', 'first-pass-1');
  await resetFromMailbox('keeper@example.org', 'second-pass-1');
  const browser = api.visitor();
  await signInWithProvider(browser, { email: 'keeper@example.org' });
  expect((await whoAmI(browser)).user.email).toBe('keeper@example.org');
  expect((await api.visitor().signIn('keeper@example.org', 'second-pass-1')).statusCode).toBe(200);
});

it('never redirects off the portal, whatever the return URL says', async () => {
  const browser = api.visitor();
  const done = await signInWithProvider(
    browser,
    { email: 'roamer@example.org' },
    '//evil.example/x',
  );
  expect(done.headers.location).toBe('/');
});

it('says so when the person cancels at the provider', async () => {
  const browser = api.visitor();
  const done = await signInWithProvider(browser, { email: 'x@example.org', cancel: true });
  expect(done.headers.location).toMatch(/^\/account\/external-login\?error=/);
  expect(errorShown(done.headers.location)).toBe(SIGN_IN_CANCELLED('Test ID'));
  expect((await whoAmI(browser)).isAuthenticated).toBe(false);
});

it('refuses a disabled account', async () => {
  const user = await findUserByEmail(api.db, 'client@example.com');
  await api.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user!.id).execute();
  try {
    const browser = api.visitor();
    const done = await signInWithProvider(browser, { email: 'client@example.com' });
    expect(errorShown(done.headers.location)).toBe(ACCOUNT_DISABLED);
  } finally {
    await api.db.updateTable('users').set({ disabled: 0 }).where('id', '=', user!.id).execute();
  }
});

it('asks for the e-mailed code when the account has two-step sign-in on', async () => {
  const user = await findUserByEmail(api.db, 'showcase@example.com');
  await api.db
    .updateTable('users')
    .set({ two_factor_enabled: 1 })
    .where('id', '=', user!.id)
    .execute();
  const browser = api.visitor();
  const done = await signInWithProvider(browser, { email: 'showcase@example.com' }, '/manage');
  expect(done.headers.location).toBe('/account/two-factor');
  expect(browser.cookie('portal.2fa')).toBeTruthy();
  expect((await whoAmI(browser)).isAuthenticated).toBe(false);
});

it('refuses a callback without its attempt, or with another attempt’s code', async () => {
  const stranger = api.visitor();
  const bare = await stranger.request(
    'GET',
    '/api/account/external-login-callback?code=abc&state=def',
  );
  expect(errorShown(bare.headers.location)).toBe(SIGN_IN_EXPIRED);

  // A code obtained by one browser replayed in another browser's attempt (login CSRF).
  const victim = api.visitor();
  await victim.request('GET', '/api/account/external-login-challenge?provider=testid');
  const attacker = api.visitor();
  const challenge = await attacker.request(
    'GET',
    '/api/account/external-login-challenge?provider=testid',
  );
  const back = await new ProviderVisitor().signIn(
    challenge.headers.location as string,
    oidc.issuer,
    {
      email: 'attacker@example.org',
    },
  );
  const replayed = await victim.request('GET', pathOf(back));
  expect(errorShown(replayed.headers.location)).toBe(SIGN_IN_FAILED('Test ID'));
  expect((await whoAmI(victim)).isAuthenticated).toBe(false);
});

it('explains an unknown or unreachable provider instead of failing', async () => {
  const browser = api.visitor();
  const unknown = await browser.request(
    'GET',
    '/api/account/external-login-challenge?provider=nope',
  );
  expect(unknown.statusCode).toBe(303);
  expect(errorShown(unknown.headers.location)).toBe(UNKNOWN_PROVIDER);
  const missing = await browser.request('GET', '/api/account/external-login-challenge');
  expect(errorShown(missing.headers.location)).toBe(UNKNOWN_PROVIDER);
  const down = await browser.request('GET', '/api/account/external-login-challenge?provider=down');
  expect(errorShown(down.headers.location)).toBe(PROVIDER_UNREACHABLE('Down ID'));
});
