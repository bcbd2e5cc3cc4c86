import * as v from 'valibot';
import { defineEndpoint } from '@portal/contract';
import { isApiError } from './api-error';
import { postWithProgress } from './post-with-progress';

const endpoint = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id/parts',
  tag: 'Test',
  summary: 'A test upload.',
  params: v.object({ id: v.number() }),
  multipart: true,
  response: v.object({ stored: v.number() }),
});

/** A stand-in XMLHttpRequest that records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const real = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  document.cookie = 'XSRF-TOKEN=t0k3n';
});
afterEach(() => {
  globalThis.XMLHttpRequest = real;
});

it('posts the form with the anti-forgery token, reports bytes sent and yields the parsed answer', async () => {
  const progress: Array<[number, number]> = [];
  const body = new FormData();
  body.append('chunkNumber', '1');
  const call = postWithProgress(endpoint, {
    params: { id: 7 },
    body,
    onProgress: ({ loaded, total }) => progress.push([loaded, total]),
  });
  const xhr = FakeXhr.last;
  expect([xhr.method, xhr.url, xhr.headers['X-XSRF-TOKEN'], xhr.body]).toEqual([
    'POST',
    '/api/things/7/parts',
    't0k3n',
    body,
  ]);
  xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
  xhr.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
  xhr.answer(200, { stored: 1 });
  await expect(call).resolves.toEqual({ stored: 1 });
  expect(progress).toEqual([
    [50, 200],
    [200, 200],
  ]);
});

it("fails as callApi does: the API's message, and a 400's field map", async () => {
  const call = postWithProgress(endpoint, { params: { id: 7 }, body: new FormData() });
  FakeXhr.last.answer(400, { message: 'Bad chunk', errors: { ChunkNumber: ['Too big.'] } });
  const error = await call.catch((caught: unknown) => caught);
  expect(isApiError(error, 400) && [error.message, error.fieldErrors]).toEqual([
    'Bad chunk',
    { ChunkNumber: ['Too big.'] },
  ]);
});

it('stops when its signal aborts', async () => {
  const controller = new AbortController();
  const call = postWithProgress(endpoint, {
    params: { id: 7 },
    body: new FormData(),
    signal: controller.signal,
  });
  controller.abort();
  await expect(call).rejects.toMatchObject({ name: 'AbortError' });
});
