import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { TestBrowser } from './test-app.js';

/** The callback the API registers at providers (its default public URL in tests). */
export const TEST_CALLBACK = 'http://localhost:8080/api/account/external-login-callback';
const SCRIPT = path.join(__dirname, '..', '..', 'test-support', 'oidc-test-provider.mjs');

/** A real OpenID provider in a child process (api/test-support/oidc-test-provider.mjs). */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => void;
}

/** Starts the provider on a free port and waits until it answers. */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const clientId = 'portal';
  const clientSecret = 'portal-test-secret';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      SCRIPT,
      '--redirect-uri',
      TEST_CALLBACK,
      '--client-id',
      clientId,
      '--client-secret',
      clientSecret,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The test OpenID provider exited (${code}).`)));
  });
  const { issuer } = JSON.parse(firstLine) as { issuer: string };
  return { issuer, clientId, clientSecret, stop: () => child.kill() };
}

/** A person at the provider's pages: keeps the provider's cookies and follows its redirects. */
export class ProviderVisitor {
  private readonly cookies = new Map<string, string>();

  private async get(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  /** Follows redirects within the provider; returns the first address outside it. */
  private async follow(response: Response, issuer: string): Promise<string> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (!location) return current.url;
      const next = new URL(location, issuer).href;
      if (!next.startsWith(issuer) || next.includes('/interaction/')) return next;
      current = await this.get(next);
    }
    throw new Error('Too many redirects at the provider.');
  }

  /**
   * Opens the provider's sign-in address, fills its form and returns the address the provider
   * sends the browser back to (the portal's callback with code and state, or an error).
   */
  async signIn(
    authorizationUrl: string,
    issuer: string,
    { email, verified = true, name = '', cancel = false }: SignInAs,
  ): Promise<string> {
    const interaction = await this.follow(await this.get(authorizationUrl), issuer);
    const page = await this.get(interaction);
    if (!(await page.text()).includes('Sign in to Test ID')) throw new Error('No login page.');
    const form = new URLSearchParams({ email, name, action: cancel ? 'cancel' : 'login' });
    if (verified) form.set('verified', 'yes');
    const posted = await this.get(interaction, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return this.follow(posted, issuer);
  }
}

/** Who signs in on the provider's form. */
export interface SignInAs {
  email: string;
  verified?: boolean;
  name?: string;
  cancel?: boolean;
}

/**
 * A provider for the test file (started before all, stopped after all): the API setting that
 * names it 'testid' (beside any `others`), and the whole external sign-in round trip through it.
 */
export function withTestOidcProvider() {
  let current: TestOidcProvider | undefined;
  beforeAll(async () => {
    current = await startTestOidcProvider();
  });
  afterAll(() => current?.stop());
  const started = () => {
    if (!current) throw new Error('The test OpenID provider has not started');
    return current;
  };
  return {
    /** The provider's issuer URL. */
    get issuer() {
      return started().issuer;
    },
    /** OIDC_PROVIDERS naming this provider 'testid' ('Test ID'), then `others`. */
    settings: (...others: object[]) => {
      const { issuer, clientId, clientSecret } = started();
      const testid = { name: 'testid', displayName: 'Test ID', issuer, clientId, clientSecret };
      return { OIDC_PROVIDERS: JSON.stringify([testid, ...others]) };
    },
    /** Challenge → the provider's form → the API's callback; resolves to the callback's answer. */
    signInThrough: async (browser: TestBrowser, as: SignInAs, returnUrl = '/projects') => {
      const challenge = await browser.request(
        'GET',
        `/api/account/external-login-challenge?provider=testid&returnUrl=${encodeURIComponent(returnUrl)}`,
      );
      if (challenge.statusCode !== 303) {
        throw new Error(`The challenge answered ${challenge.statusCode}, not 303.`);
      }
      const back = new URL(
        await new ProviderVisitor().signIn(
          challenge.headers.location as string,
          started().issuer,
          as,
        ),
      );
      return browser.request('GET', back.pathname + back.search);
    },
  };
}
