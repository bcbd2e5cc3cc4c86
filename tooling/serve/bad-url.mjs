// An address this server's router cannot read (a bad percent-encoding, `/api/projects/%E0%A4%A`)
// never reaches a route, the proxy or the not-found handler: Fastify answers it from the router,
// through the `frameworkErrors` option or else with its own `FST_ERR_BAD_URL` body. The portal's
// answer to it is the API's 400 `{ message, errors }`, whose sentence the API declares once
// (api/src/http/errors.ts, `BAD_URL`); so this server asks the API about the same address, page
// or not, and answers what the API answered.
import http from 'node:http';
import https from 'node:https';

/** The API's answer to such an address is a short JSON body; anything longer is cut here. */
const MAX_BODY = 64 * 1024;
const TIMEOUT_MS = 5000;

/** GETs `path` exactly as written (no normalising) from `origin`: `{ status, headers, body }`. */
function rawGet(origin, path, headers) {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { path, method: 'GET', headers, timeout: TIMEOUT_MS });
    request.on('timeout', () => request.destroy(new Error('The API did not answer in time.')));
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks = [];
      let size = 0;
      response.on('data', (chunk) => {
        size += chunk.length;
        if (size <= MAX_BODY) chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.end();
  });
}

/**
 * Fastify's `frameworkErrors` for a bundle server: a bad address is answered with the API's own
 * answer to it (asked of `upstreamOf(request)` with `headersOf(request)`); when the API cannot be
 * reached, `unreachable(reply, error)` answers, as the proxy does then.
 */
export function answerBadUrlsAsTheApi({ upstreamOf, headersOf, unreachable }) {
  return async function frameworkErrors(error, request, reply) {
    if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
    // No onSend hook runs for this answer: it carries its headers itself.
    reply.header('x-content-type-options', 'nosniff');
    try {
      const answer = await rawGet(upstreamOf(request), request.raw.url, {
        accept: 'application/json',
        ...headersOf(request),
      });
      for (const name of ['content-type', 'cache-control']) {
        if (answer.headers[name]) reply.header(name, answer.headers[name]);
      }
      return reply.code(answer.status ?? 502).send(answer.body);
    } catch (failure) {
      return unreachable(reply, failure);
    }
  };
}
