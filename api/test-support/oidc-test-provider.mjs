#!/usr/bin/env node
// A real OpenID Connect provider (panva's certified oidc-provider) for the portal's tests: the API
// test and the e2e suite sign in through it exactly as through Google or Entra ID. Its one login
// page asks only for an e-mail (and whether the provider vouches for it), then grants consent.
//
// Usage: node oidc-test-provider.mjs --port 0 --redirect-uri URL [--client-id ID] [--client-secret S]
// Prints one JSON line `{"issuer":"http://localhost:PORT"}` once it listens.
import http from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'redirect-uri': { type: 'string' },
    'client-id': { type: 'string', default: 'portal' },
    'client-secret': { type: 'string', default: 'portal-test-secret' },
  },
});
if (!args['redirect-uri']) throw new Error('--redirect-uri is required');

/** accountId → the claims the last login on the form gave it. */
const accounts = new Map();
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, clientId) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test ID sign-in</title></head>
<body><main><h1>Sign in to Test ID</h1><p>${escape(clientId)} asks who you are.</p>
<form method="post" action="/interaction/${escape(uid)}">
<label>E-mail address <input name="email" type="email" autocomplete="off" required></label>
<label>Full name <input name="name" autocomplete="off"></label>
<label><input name="verified" type="checkbox" value="yes" checked> Address verified</label>
<button name="action" value="login">Sign in</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const listen = (server, port) => new Promise((resolve) => server.listen(Number(port), resolve));

// The issuer needs the port, and the port is known only once listening: start a plain server
// first, then hand its requests to the provider.
let handler = (_req, res) => res.end();
const server = http.createServer((req, res) => handler(req, res));
await listen(server, args.port);
// A server listening on a TCP port has an AddressInfo (not a pipe name, not null).
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const issuer = `http://localhost:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: args['client-id'],
      client_secret: args['client-secret'],
      redirect_uris: [args['redirect-uri']],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  findAccount: async (_ctx, accountId) =>
    accounts.has(accountId)
      ? { accountId, claims: async () => ({ sub: accountId, ...accounts.get(accountId) }) }
      : undefined,
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});

provider.use(async (ctx, next) => {
  const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  if (ctx.method === 'GET') {
    ctx.type = 'html';
    ctx.body = loginPage(details.uid, details.params.client_id);
    return;
  }
  const form = await readForm(ctx.req);
  ctx.respond = false;
  if (form.get('action') === 'cancel') {
    await provider.interactionFinished(ctx.req, ctx.res, {
      error: 'access_denied',
      error_description: 'The person cancelled the sign-in.',
    });
    return;
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const accountId = `test-id-${Buffer.from(email).toString('base64url')}`;
  accounts.set(accountId, {
    email,
    email_verified: form.get('verified') === 'yes',
    ...(form.get('name') ? { name: form.get('name') } : {}),
  });
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope('openid email profile');
  await provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId }, consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: false },
  );
});

handler = provider.callback();
console.log(JSON.stringify({ issuer }));
