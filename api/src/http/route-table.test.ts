import Fastify from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { registerAuthRules } from '../auth/auth-rules.js';
import { withTestApp } from '../test/test-app.js';
import { DOCS_PREFIX } from './openapi.js';

const api = withTestApp();

/** The routes of the API itself (the reference page's own files are a library's). */
const ownRoutes = () => api.app.routeTable.filter((entry) => !entry.url.startsWith(DOCS_PREFIX));
const onContract = () => ownRoutes().filter((entry) => entry.auth && entry.endpoint);
const nameOf = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;

it('declares an access rule and a contract endpoint for every route', () => {
  const undeclared = ownRoutes()
    .filter((entry) => !entry.auth || !entry.endpoint)
    .map(nameOf);
  expect(undeclared).toEqual([]);
  expect(ownRoutes().length).toBeGreaterThan(50);
});

it('serves an OpenAPI 3.1 document that validates and lists every route with its rule', async () => {
  const response = await api.visitor().request('GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);

  const operations = Object.entries(
    document.paths as Record<string, Record<string, object>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const listed = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
  for (const entry of onContract()) {
    expect(listed).toContain(`${entry.method} ${entry.url.replace(/:(\w+)/g, '{$1}')}`);
  }
  for (const { operation } of operations) {
    expect(operation).toHaveProperty('x-authorization', expect.any(String));
  }
});

it('renders the reference page at /api/docs', async () => {
  const visitor = api.visitor();
  const page = await visitor.request('GET', `${DOCS_PREFIX}/`);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger-ui');
  const spec = await visitor.request('GET', `${DOCS_PREFIX}/json`);
  expect(spec.json()).toHaveProperty('info.title', 'Visualisation and Content Portal API');
});

it('refuses everyone on a route that declares no rule', async () => {
  const app = Fastify();
  app.decorateRequest('auth', null);
  registerAuthRules(app);
  app.get('/api/forgotten', async () => ({ open: true }));
  const response = await app.inject({ method: 'GET', url: '/api/forgotten' });
  expect(response.statusCode).toBe(403);
  expect(app.routeTable).toEqual([
    { method: 'GET', url: '/api/forgotten', auth: undefined, endpoint: undefined },
  ]);
  await app.close();
});
