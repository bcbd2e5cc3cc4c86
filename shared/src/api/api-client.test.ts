import { defineEndpoint, IdParamsSchema } from '@portal/contract';
import * as v from 'valibot';
import { callApi, callApiBlob, callApiWithHeaders, endpointUrl } from './api-client';
import { ApiError } from './api-error';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  document.cookie = 'XSRF-TOKEN=token%2Fvalue';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/things/unread-count',
  tag: 'Test',
  summary: 'A count.',
  response: v.object({ unreadCount: v.number() }),
});
const list = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  tag: 'Test',
  summary: 'A page.',
  query: v.object({ limit: v.optional(v.number()), unreadOnly: v.optional(v.boolean()) }),
  response: v.array(v.number()),
});
const save = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  tag: 'Test',
  summary: 'A write.',
  body: v.object({ email: v.string() }),
  response: v.object({ success: v.boolean() }),
});
const touch = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id/touch',
  tag: 'Test',
  summary: 'A write without a body.',
  params: IdParamsSchema,
});
const file = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/file',
  tag: 'Test',
  summary: 'A file.',
  params: IdParamsSchema,
  kind: 'file',
});

it('sends credentials and no anti-forgery header on GET, and parses the answer', async () => {
  fetchMock.mockResolvedValue(json(200, { unreadCount: 3 }));
  await expect(callApi(unreadCount)).resolves.toEqual({ unreadCount: 3 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/things/unread-count');
  expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
  expect(init.headers['X-XSRF-TOKEN']).toBeUndefined();
});

it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on a write with a JSON body', async () => {
  fetchMock.mockResolvedValue(json(200, { success: true }));
  await callApi(save, { body: { email: 'a@b.co' } });
  const [, init] = fetchMock.mock.calls[0];
  expect(init.headers['X-XSRF-TOKEN']).toBe('token/value');
  expect(init.headers['Content-Type']).toBe('application/json');
  expect(init.body).toBe('{"email":"a@b.co"}');
});

it('fills and encodes route parameters, and sends {} for a POST without a body', async () => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  await callApi(touch, { params: { id: 7 } });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/things/7/touch');
  expect(init.body).toBe('{}');
  expect(() => endpointUrl(touch, { params: { id: '' as unknown as number } })).toThrow(
    'Missing route parameter "id"',
  );
});

it('builds query strings and leaves out undefined values', async () => {
  fetchMock.mockResolvedValue(json(200, []));
  await callApi(list, { query: { limit: 10, unreadOnly: undefined } });
  expect(fetchMock.mock.calls[0][0]).toBe('/api/things?limit=10');
});

it('throws a typed error with the status and the 400 field-error map', async () => {
  fetchMock.mockResolvedValue(
    json(400, { message: 'Invalid', errors: { Email: ['Taken'], '': ['General problem'] } }),
  );
  const error = await callApi(save, { body: { email: '' } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'Invalid' });
  expect((error as ApiError).fieldErrors).toEqual({ Email: ['Taken'], '': ['General problem'] });
});

it('reads a bare field-error map as ASP.NET sends it', async () => {
  fetchMock.mockResolvedValue(json(400, { Password: ['Too short'] }));
  const error = (await callApi(save, { body: { email: '' } }).catch((e: unknown) => e)) as ApiError;
  expect(error.fieldErrors).toEqual({ Password: ['Too short'] });
});

it('reports status 0 when the server cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(callApi(unreadCount)).rejects.toMatchObject({ status: 0 });
});

it('rejects an answer that does not match the endpoint’s response schema', async () => {
  fetchMock.mockResolvedValue(json(200, { unreadCount: 'three' }));
  const error = await callApi(unreadCount).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toMatch(/^Unexpected response/);
});

it('returns the response headers with the parsed body when asked', async () => {
  fetchMock.mockResolvedValue(
    new Response('[1,2]', { status: 200, headers: { 'X-Total-Count': '42' } }),
  );
  const { body, headers } = await callApiWithHeaders(list);
  expect(body).toEqual([1, 2]);
  expect(headers.get('X-Total-Count')).toBe('42');
});

it('reads a file answer as a Blob', async () => {
  fetchMock.mockResolvedValue(new Response('PK', { status: 200 }));
  const blob = await callApiBlob(file, { params: { id: 3 } });
  expect(await blob.text()).toBe('PK');
  expect(fetchMock.mock.calls[0][0]).toBe('/api/things/3/file');
});
