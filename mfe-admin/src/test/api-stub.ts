// Test helpers of this package (never imported by application code).

/** One stubbed answer: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

/**
 * Answers fetch by `'METHOD /api/path?query'` (or just the URL, for any method) with JSON; 404
 * for anything else. The shared stubApi keys by URL only, and the admin API answers GET and
 * POST of one URL differently.
 */
export function stubRoutes(routes: Record<string, Answer>) {
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    const hit = routes[`${init?.method ?? 'GET'} ${url}`] ?? routes[url];
    const body = JSON.stringify(hit ? (hit.body ?? {}) : { message: 'Not found' });
    return Promise.resolve(new Response(body, { status: hit ? (hit.status ?? 200) : 404 }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the last call to a method and URL, or undefined when there was none. */
export function sentBody(fetchMock: jest.Mock, method: string, url: string): unknown {
  const call = fetchMock.mock.calls.findLast(
    ([called, init]) => called === url && ((init as RequestInit)?.method ?? 'GET') === method,
  );
  if (!call) return undefined;
  const body = (call[1] as RequestInit).body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

/** A 400 with the server's field-error map. */
export const fieldErrors = (errors: Record<string, string[]>): Answer => ({
  status: 400,
  body: { message: 'One or more fields are invalid.', errors },
});
