import { Validator } from '@seriousme/openapi-schema-validator';
import { withTestApp } from '../test/test-app.js';
import { DOCS_PREFIX } from './openapi.js';

const api = withTestApp();

/** The routes of the API itself (the reference page's own files are a library's). */
const ownRoutes = () => api.app.routeTable.filter((entry) => !entry.url.startsWith(DOCS_PREFIX));

it('declares an access rule and a contract endpoint for every route', () => {
  const undeclared = ownRoutes()
    .filter((entry) => !entry.auth || !entry.endpoint)
    .map((entry) => `${entry.method} ${entry.url}`);
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
  for (const entry of ownRoutes()) {
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
