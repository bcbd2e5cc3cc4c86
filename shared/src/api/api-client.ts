import {
  pathOf,
  readFieldErrors,
  type BodyIn,
  type Declares,
  type Endpoint,
  type ParamsIn,
  type QueryIn,
  type ResponseOut,
} from '@portal/contract';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { XSRF_HEADER, readXsrfToken } from './xsrf';

/** Base path of every API call. */
export const API_BASE = '/api';

type Schema<T> = v.GenericSchema<unknown, T>;

/** Options of one API call. */
export interface ApiRequestOptions {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Aborts the request. */
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  return withQuery(url, query);
}

function withQuery(url: string, query?: Record<string, unknown>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return typeof body === 'string' && body.length < 300 && body
    ? body
    : `Request failed (${status})`;
}

async function send(method: string, path: string, body: unknown, options: ApiRequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const token = readXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const errorBody = await readBody(response);
    const fieldErrors = response.status === 400 ? readFieldErrors(errorBody) : {};
    throw new ApiError(
      response.status,
      messageOf(errorBody, response.status),
      fieldErrors,
      errorBody,
    );
  }
  return response;
}

async function json<T>(response: Response, schema?: Schema<T>): Promise<T> {
  const body = await readBody(response);
  if (!schema) return body as T;
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(response.status, `Unexpected response from ${response.url}`, {}, body);
  }
  return result.output;
}

/** GET /api/{path}; the response is checked against the schema when one is given. */
export async function apiGet<T = unknown>(
  path: string,
  schema?: Schema<T>,
  options: ApiRequestOptions = {},
) {
  return json(await send('GET', path, undefined, options), schema);
}

/** GET /api/{path} with the response headers too (e.g. the X-Total-Count of a paged list). */
export async function apiGetWithHeaders<T = unknown>(
  path: string,
  schema?: Schema<T>,
  options: ApiRequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await send('GET', path, undefined, options);
  return { body: await json(response, schema), headers: response.headers };
}

/** GET /api/{path} as a Blob (files, logos, archives). */
export async function apiGetBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return (await send('GET', path, undefined, options)).blob();
}

/** POST /api/{path} with a JSON (or FormData) body. */
export async function apiPost<T = unknown>(
  path: string,
  body?: unknown,
  schema?: Schema<T>,
  options: ApiRequestOptions = {},
) {
  return json(await send('POST', path, body ?? {}, options), schema);
}

/** PUT /api/{path} with an optional JSON body. */
export async function apiPut<T = unknown>(
  path: string,
  body?: unknown,
  schema?: Schema<T>,
  options: ApiRequestOptions = {},
) {
  return json(await send('PUT', path, body, options), schema);
}

/** DELETE /api/{path}. */
export async function apiDelete<T = unknown>(
  path: string,
  schema?: Schema<T>,
  options: ApiRequestOptions = {},
) {
  return json(await send('DELETE', path, undefined, options), schema);
}

/** The input of a call to a contract endpoint; each part is typed by the endpoint's schemas. */
export type CallInput<E extends Endpoint> = {
  /** Aborts the request. */
  signal?: AbortSignal;
} & (Declares<E, 'params'> extends true ? { params: ParamsIn<E> } : { params?: undefined }) &
  (Declares<E, 'query'> extends true ? { query?: QueryIn<E> } : { query?: undefined }) &
  (Declares<E, 'body'> extends true ? { body: BodyIn<E> } : { body?: undefined });

/** The URL of a contract endpoint, for a navigation or a link (file downloads, redirects). */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {},
): string {
  const path = pathOf(endpoint.path, input.params as Record<string, unknown> | undefined);
  return withQuery(path, input.query as Record<string, unknown> | undefined);
}

async function sendTo<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  const url = endpointUrl(endpoint, input as { params?: ParamsIn<E>; query?: QueryIn<E> });
  // A POST without a body still sends `{}`, as the API expects JSON on every write.
  const body = input.body ?? (endpoint.method === 'POST' ? {} : undefined);
  return send(endpoint.method, url, body, { signal: input.signal });
}

type Optional<E extends Endpoint> = object extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>];

/**
 * Calls a contract endpoint: fills its path, sends its query and body (with the XSRF header on
 * writes), and parses the answer with its response schema.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<ResponseOut<E>> {
  const response = await sendTo(endpoint, input ?? ({} as CallInput<E>));
  return json(response, endpoint.response as Schema<ResponseOut<E>> | undefined);
}

/** Calls a contract endpoint and also returns the answer's headers (X-Total-Count of a page). */
export async function callApiWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<{ body: ResponseOut<E>; headers: Headers }> {
  const response = await sendTo(endpoint, input ?? ({} as CallInput<E>));
  const body = await json(response, endpoint.response as Schema<ResponseOut<E>> | undefined);
  return { body, headers: response.headers };
}

/** Calls a contract endpoint whose answer is a file, as a Blob. */
export async function callApiBlob<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<E>
): Promise<Blob> {
  return (await sendTo(endpoint, input ?? ({} as CallInput<E>))).blob();
}
