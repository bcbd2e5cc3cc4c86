import {
  pathOf,
  readFieldErrors,
  type Endpoint,
  type ParamsIn,
  type ResponseOut,
} from '@portal/contract';
import * as v from 'valibot';
import { messageOf } from './api-client';
import { ApiError } from './api-error';
import { XSRF_HEADER, readXsrfToken } from './xsrf';

/** Bytes of a request body sent so far, and of the whole body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The input of a POST that reports its upload progress. */
export interface ProgressCallInput<E extends Endpoint> {
  params?: ParamsIn<E>;
  /** Multipart form data (a file's chunk and its fields). */
  body: FormData;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The POST of spec point 7 that reports upload progress in bytes (XMLHttpRequest's upload events:
 * fetch has none) and yields the response body, parsed with the endpoint's schema. Failures are
 * the same ApiErrors as `callApi`'s; an abort rejects with an AbortError.
 */
export function postWithProgress<E extends Endpoint>(
  endpoint: E,
  { params, body, signal, onProgress }: ProgressCallInput<E>,
): Promise<ResponseOut<E>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was stopped.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf(endpoint.path, params as Record<string, unknown> | undefined));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readXsrfToken();
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was stopped.', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(
        new ApiError(0, 'The server could not be reached. Check your connection and try again.'),
      );
    };
    xhr.onload = () => {
      done();
      const answer = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const fields = xhr.status === 400 ? readFieldErrors(answer) : {};
        reject(new ApiError(xhr.status, messageOf(answer, xhr.status), fields, answer));
        return;
      }
      if (!endpoint.response) {
        resolve(answer as ResponseOut<E>);
        return;
      }
      const result = v.safeParse(endpoint.response, answer);
      if (result.success) resolve(result.output as ResponseOut<E>);
      else
        reject(new ApiError(xhr.status, `Unexpected response from ${endpoint.path}`, {}, answer));
    };
    xhr.send(body);
  });
}
