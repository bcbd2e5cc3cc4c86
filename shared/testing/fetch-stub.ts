/**
 * A JSON response, as the API would send it, with any extra headers (for example X-Total-Count of
 * a paged list). A Response body can be read once only: build a new one for every call.
 */
export const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces global.fetch with a table of `'METHOD /api/path?query'` → handler (the body is parsed
 * JSON), for example `'GET /api/account/user-state': () => json(200, userState())`. The method
 * must match (a call without one is a GET), and a handler may hold or vary its answer; it is
 * called for every request, so it must return a new Response each time. Unlisted calls answer
 * 404. Returns the mock (called with `(url, init)`), so tests can count and inspect calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[key];
    return handler ? handler(body) : json(404, { message: `No stub for ${key}` });
  });
  global.fetch = mock as typeof fetch;
  return mock;
}

/** Bodies sent to one endpoint, in order. */
export const bodiesSentTo = (mock: jest.Mock, method: string, url: string) =>
  mock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** A promise the test resolves when it wants (to hold a request in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
