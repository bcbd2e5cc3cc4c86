// A signed-in API session for the benches (plain fetch, cookies kept, the anti-forgery header
// sent), and the chunked upload the browser's uploader does.
import fs from 'node:fs';
import path from 'node:path';

/** A signed-in session against the portal's origin: cookies kept, the anti-forgery header sent. */
export async function apiSession(origin, email) {
  const jar = new Map();
  const call = async (method, url, body, headers = {}) => {
    const xsrf = jar.get('XSRF-TOKEN');
    const response = await fetch(`${origin}${url}`, {
      method,
      body,
      duplex: 'half',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf && method !== 'GET' ? { 'X-XSRF-TOKEN': xsrf } : {}),
        ...headers,
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const json = (method, url, data) =>
    call(method, url, JSON.stringify(data), { 'content-type': 'application/json' });
  /** A GET whose answer is the caller's to read (its status, headers and body stream). */
  const raw = (url, headers = {}) =>
    fetch(`${origin}${url}`, {
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
    });
  await call('GET', '/api/account/user-state');
  await json('POST', '/api/account/login', { email, password: 'Passw0rd!', rememberMe: false });
  await call('GET', '/api/account/user-state');
  return { call, json, raw };
}

/**
 * Sends a file to the API in chunks, as the browser's uploader does, as a new medium of `postId`;
 * returns the milliseconds of the chunks and of the whole, and the medium.
 */
export async function uploadFile(api, file, postId, chunkSize, mediaType = 'Zip') {
  const blob = await fs.openAsBlob(file);
  const totalChunks = Math.ceil(blob.size / chunkSize);
  const uploadId = crypto.randomUUID();
  const fileName = path.basename(file);
  const started = performance.now();
  for (let n = 1; n <= totalChunks; n += 1) {
    const form = new FormData();
    const fields = {
      uploadId,
      postId,
      fileName,
      chunkNumber: n,
      totalChunks,
      totalSize: blob.size,
      chunkSize,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('chunk', blob.slice((n - 1) * chunkSize, n * chunkSize), fileName);
    await api.call('POST', '/api/uploads/chunks', form);
  }
  const chunksDone = performance.now();
  const medium = await api.json('POST', '/api/uploads/finalize', {
    uploadId,
    postId,
    fileName,
    totalChunks,
    totalSize: blob.size,
    mediaType,
  });
  return { total: performance.now() - started, chunks: chunksDone - started, medium };
}

/** A new project of the first client the session may choose, with a post per title. */
export async function benchProject(api, name, postTitles) {
  const clients = await api.call('GET', '/api/projects/clients');
  const { id: projectId } = await api.json('POST', '/api/projects', {
    name,
    clientId: clients[0].id,
    visibility: 3,
  });
  const posts = [];
  for (const title of postTitles) {
    posts.push(await api.json('POST', `/api/projects/${projectId}/posts`, { title, summary: '' }));
  }
  return { projectId, posts };
}
