/** A JSON response, as the API would send it. */
export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces global.fetch with a table of `'METHOD /api/path?query'` → handler (the body is parsed
 * JSON); unlike stubApi it tells methods apart and lets a handler hold or vary its answer.
 * Unlisted calls answer 404. Returns the mock, so tests can count and inspect calls.
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
