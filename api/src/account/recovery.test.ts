import { withTestApp, type TestBrowser } from '../test/test-app.js';
import { linkMailedTo, settle } from '../test/test-mailbox.js';
import { EMAIL_TAKEN } from './recovery-service.js';

const api = withTestApp();

/** The link of the last e-mail sent to an address, as a URL (once it has arrived). */
const lastLink = (to: string) => linkMailedTo(api.mail, to);

const register = (browser: TestBrowser, body: unknown) =>
  browser.request('POST', '/api/account/register', body);

/** Browsers with the anti-forgery cookies, ready to post. */
const visitors = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const browser = api.visitor();
      await browser.request('GET', '/api/account/user-state');
      return browser;
    }),
  );

it('registers, signs the new user in and e-mails a single-use confirmation link', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await register(browser, {
    email: 'new.person@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: true, redirectUrl: null });
  const state = (await browser.request('GET', '/api/account/user-state')).json();
  expect(state).toMatchObject({ isAuthenticated: true, user: { email: 'new.person@example.com' } });

  const link = await lastLink('new.person@example.com');
  expect(link.pathname).toBe('/account/confirm-email');
  const body = { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') };
  expect((await browser.request('POST', '/api/account/confirm-email', body)).statusCode).toBe(200);
  const again = await browser.request('POST', '/api/account/confirm-email', body);
  expect(again.statusCode).toBe(400);
  expect(again.json().errors['']).toEqual([
    'This link is invalid or has expired. Please ask for a new one.',
  ]);
});

it('maps bad registration input to the spec messages', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await register(browser, { email: 'nope', password: '123', confirmPassword: '' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({
    Email: ['Please enter a valid email address'],
    Password: ['Password must be at least 6 characters'],
    ConfirmPassword: ['Please confirm your password'],
  });
  const mismatch = await register(browser, {
    email: 'a@example.com',
    password: 'secret1',
    confirmPassword: 'secret2',
  });
  expect(mismatch.json().errors).toEqual({ ConfirmPassword: ['Passwords do not match'] });
  const taken = await register(browser, {
    email: 'CLIENT@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().errors).toEqual({
    Email: ['An account with this email address already exists.'],
  });
});

it('answers forgot-password the same whether or not the address has an account', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const sentBefore = api.mail.length;
  const known = await browser.request('POST', '/api/account/forgot-password', {
    email: 'liam@southerncross.example.com',
  });
  const unknown = await browser.request('POST', '/api/account/forgot-password', {
    email: 'nobody@example.com',
  });
  expect(known.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  await linkMailedTo(api.mail, 'liam@southerncross.example.com', { after: sentBefore });
  await settle();
  expect(api.mail.length).toBe(sentBefore + 1);
});

it('answers forgot-password the same when the e-mail cannot be sent', async () => {
  const [browser] = await visitors(1);
  const push = api.mail.push;
  // The mailer fails (SMTP down): the answer must not tell the known address apart.
  api.mail.push = () => {
    throw new Error('SMTP is down');
  };
  try {
    const known = await browser!.request('POST', '/api/account/forgot-password', {
      email: 'noah@lumen.example.com',
    });
    const unknown = await browser!.request('POST', '/api/account/forgot-password', {
      email: 'nobody.else@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await settle();
  } finally {
    api.mail.push = push;
  }
});

it('answers concurrent registrations of one address with one account and the usual 400', async () => {
  const browsers = await visitors(5);
  const body = {
    email: 'race1@example.com',
    password: 'race-pass1',
    confirmPassword: 'race-pass1',
  };
  const answers = await Promise.all(browsers.map((browser) => register(browser, body)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  for (const answer of answers.filter((a) => a.statusCode === 400)) {
    expect(answer.json().errors).toEqual({ Email: [EMAIL_TAKEN] });
  }
});

it('keeps one account per address whatever its case, even when registrations race', async () => {
  const browsers = await visitors(3);
  const spellings = [
    'Case.Person@Example.com',
    'case.person@example.com',
    'CASE.PERSON@EXAMPLE.COM',
  ];
  const answers = await Promise.all(
    spellings.map((email, at) =>
      register(browsers[at]!, { email, password: 'case-pass1', confirmPassword: 'case-pass1' }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  const winner = browsers[answers.findIndex((a) => a.statusCode === 200)]!;
  const state = (await winner.request('GET', '/api/account/user-state')).json();
  expect(state.user.email).toBe('case.person@example.com');
  const [late] = await visitors(1);
  const later = await register(late!, {
    email: 'CASE.person@example.com',
    password: 'case-pass1',
    confirmPassword: 'case-pass1',
  });
  expect(later.json().errors).toEqual({ Email: [EMAIL_TAKEN] });
  const signedIn = await api.visitor().signIn('Case.Person@example.COM', 'case-pass1');
  expect(signedIn.statusCode).toBe(200);
});

it('resets the password from the e-mailed link once, and the new password signs in', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  await browser.request('POST', '/api/account/forgot-password', {
    email: 'mia@kookaburra.example.com',
  });
  const link = await lastLink('mia@kookaburra.example.com');
  const body = {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password: 'brand-new-1',
    confirmPassword: 'brand-new-1',
  };
  expect((await browser.request('POST', '/api/account/reset-password', body)).statusCode).toBe(200);
  expect((await browser.request('POST', '/api/account/reset-password', body)).statusCode).toBe(400);
  expect((await api.visitor().signIn('mia@kookaburra.example.com', 'Passw0rd!')).statusCode).toBe(
    401,
  );
  expect((await api.visitor().signIn('mia@kookaburra.example.com', 'brand-new-1')).statusCode).toBe(
    200,
  );
});

it('refuses a forged reset token', async () => {
  const browser = api.visitor();
  await browser.request('GET', '/api/account/user-state');
  const response = await browser.request('POST', '/api/account/reset-password', {
    email: 'client@example.com',
    token: 'forged',
    password: 'whatever1',
    confirmPassword: 'whatever1',
  });
  expect(response.statusCode).toBe(400);
  expect((await api.visitor().signIn('client@example.com')).statusCode).toBe(200);
});
