import { expect, test, type Page, type Request } from '@playwright/test';
import { startIngestion, TEST_INSTRUMENTATION_KEY } from '../support/ingestion';
import { fillLogin } from '../support/portal';
import { remoteOrigin } from '../support/ports';

// Telemetry (spec points 3, 5, 7 and 9) against a local ingestion endpoint that records what the
// real Application Insights SDK posts. The shared portal's connection string is blank; each test
// serves /config/config.json itself, and records the SDK's GET of its remote config file.

const TELEMETRY_OFF = 'Telemetry is off';
const SDK_CHUNK = /telemetry-sdk/;

let ingestion: Awaited<ReturnType<typeof startIngestion>>;

test.beforeAll(async () => {
  ingestion = await startIngestion();
});

test.afterAll(async () => {
  await ingestion?.stop();
});

// The local endpoint's certificate is self-signed.
test.use({ ignoreHTTPSErrors: true });

const CORS = { 'Access-Control-Allow-Origin': '*' };
/** The SDK's remote config file (its CfgSync plugin's default address, Microsoft's CDN). */
const SDK_CONFIG_FILE = 'https://js.monitor.azure.com/scripts/b/ai.config.1.cfg.json';

/** Records the page's GETs of the SDK's remote config file, answered as the CDN would. */
async function recordSdkConfigFetches(page: Page) {
  const fetched: string[] = [];
  await page.route(SDK_CONFIG_FILE, (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: { ...CORS, 'Access-Control-Allow-Headers': '*' },
      });
    }
    fetched.push(`${request.method()} ${request.url()}`);
    // `enabled: false`: the SDK keeps the portal's own configuration.
    return route.fulfill({ json: { enabled: false }, headers: CORS });
  });
  return fetched;
}

async function serveConnectionString(page: Page, connectionString: string) {
  await page.route('**/config/config.json', (route) =>
    route.fulfill({
      json: {
        ionKey: '',
        appVersion: '0.1.0',
        applicationInsightsConnectionString: connectionString,
      },
    }),
  );
}

/** An address no account has, so the failed sign-ins never throttle a demo account. */
const unknownEmail = () =>
  `telemetry-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Calls `telemetry.flush()` on the page's one `@portal/shared/core` (the federation's shared
 * singleton, as loaded by the host), so the SDK posts its batch now.
 */
async function flushTelemetry(page: Page) {
  await page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: () => { telemetry?: { flush(): void } } };
    type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__
      ?.__SHARE__;
    for (const scopes of Object.values(share ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const entry of Object.values(packages['@portal/shared/core'] ?? {})) {
          const telemetry = entry.loaded ? entry.lib?.().telemetry : undefined;
          if (telemetry) return telemetry.flush();
        }
      }
    }
    throw new Error('@portal/shared/core is not loaded');
  });
}

function warningsOf(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test('a page view, a route change and user actions arrive at the ingestion endpoint', async ({
  page,
  context,
}) => {
  const warnings = warningsOf(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await serveConnectionString(page, ingestion.connectionString);
  const configFetches = await recordSdkConfigFetches(page);
  const sdkLoaded = page.waitForResponse(SDK_CHUNK);
  await page.goto('/');

  // A failed login: a user action recorded by mfe-auth through the shared wrapper.
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await fillLogin(page, unknownEmail(), 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

  // The SDK loads when the browser is idle and starts its session.
  expect((await sdkLoaded).ok()).toBe(true);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'ai_session'))
    .toBe(true);

  // A client-side route change to a remote not loaded yet: route tracking records the page view,
  // the remote's manifest (another origin) loads without correlation headers, and its page
  // records an event through the same wrapper.
  const embedPostRead = page.waitForResponse('**/api/embed/project/1/post/1');
  const manifest = page.waitForRequest(
    (request) =>
      request.url().startsWith(remoteOrigin('mfe_embed')) &&
      request.url().includes('mf-manifest.json'),
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/embed/project/1/post/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const manifestRequest: Request = await manifest;
  expect(manifestRequest.url()).toContain(remoteOrigin('mfe_embed'));
  expect(Object.keys(await manifestRequest.allHeaders())).not.toEqual(
    expect.arrayContaining(['traceparent']),
  );
  expect((await manifestRequest.response())?.ok()).toBe(true);
  // The page has mounted (and recorded its event) once it has asked for the post.
  await embedPostRead;

  // Each look flushes the wrapper, so the batch goes at once rather than in 15 s (route tracking
  // records a route's page view 500 ms after the change).
  const named = async (baseType: string) => {
    await flushTelemetry(page);
    return ingestion.envelopes.filter((envelope) => envelope.data?.baseType === baseType);
  };
  await expect
    .poll(
      async () =>
        (await named('PageviewData')).map(
          (envelope) =>
            envelope.data?.baseData?.url && new URL(envelope.data.baseData.url).pathname,
        ),
      {
        timeout: 30_000,
      },
    )
    .toEqual(expect.arrayContaining(['/', '/embed/project/1/post/1']));
  await expect
    .poll(async () => (await named('EventData')).map((envelope) => envelope.data!.baseData), {
      timeout: 30_000,
    })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'UserAction',
          properties: expect.objectContaining({
            action: 'Login',
            details: '{"success":false}',
            timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          }),
        }),
        expect.objectContaining({
          name: 'EmbedPostView',
          properties: expect.objectContaining({ projectId: '1', postId: '1' }),
        }),
        // The host times each remote it loads: a performance event.
        expect.objectContaining({
          name: 'Performance',
          properties: expect.objectContaining({
            operationName: 'LoadRemote mfe_embed/EmbedPostPage',
            success: 'true',
            timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          }),
          measurements: expect.objectContaining({ duration: expect.any(Number) }),
        }),
      ]),
    );
  expect(ingestion.envelopes.every((envelope) => envelope.iKey === TEST_INSTRUMENTATION_KEY)).toBe(
    true,
  );
  // Request headers are recorded on dependencies, never the anti-forgery token.
  const login = ingestion.envelopes.find(
    (envelope) => envelope.data?.baseData?.name === 'POST /api/account/login',
  );
  expect(login?.data?.baseData?.properties?.requestHeaders).toContain('traceparent');
  expect(login?.data?.baseData?.properties?.requestHeaders?.toLowerCase()).not.toContain('xsrf');
  // The SDK fetched its remote config file (spec point 7), once, and nothing else from the CDN.
  await expect.poll(() => configFetches).toEqual([`GET ${SDK_CONFIG_FILE}`]);
  expect(requests.filter((url) => url.includes('monitor.azure.com'))).toEqual([SDK_CONFIG_FILE]);
  expect(warnings.filter((text) => text.includes(TELEMETRY_OFF))).toEqual([]);
});

test('with a blank connection string nothing is requested and the warning is logged once', async ({
  page,
}) => {
  const warnings = warningsOf(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const before = ingestion.requests.length;
  await serveConnectionString(page, '');
  const configFetches = await recordSdkConfigFetches(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await fillLogin(page, unknownEmail(), 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(warnings.filter((text) => text.includes(TELEMETRY_OFF))).toHaveLength(1);
  expect(
    requests.filter(
      (url) => SDK_CHUNK.test(url) || /monitor\.azure\.com|applicationinsights/.test(url),
    ),
  ).toEqual([]);
  expect(ingestion.requests.slice(before)).toEqual([]);
  expect(configFetches).toEqual([]);
});
