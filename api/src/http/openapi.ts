import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema, systemEndpoints, type AnySchema, type Endpoint } from '@portal/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../auth/auth-context.js';
import { Auth, describeRule, type RouteEntry } from '../auth/auth-rules.js';
import { route } from './route.js';

type JsonSchema = Record<string, unknown>;

/** Where the reference page is served (its files are public, like the document). */
export const DOCS_PREFIX = '/api/docs';

/** A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a caller sends it. */
function jsonSchema(schema: AnySchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as JsonSchema;
  return rest;
}

/** Path and query parameters from the object schemas of an endpoint. */
function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = where === 'path' ? endpoint.params : endpoint.query;
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((object.properties ?? {}) as JsonSchema)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return parameters;
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function successOf(endpoint: Endpoint) {
  const headers = Object.fromEntries(
    Object.entries(endpoint.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
  if (endpoint.kind === 'redirect') {
    return { '303': { description: 'Sends the browser on (Location header).' } };
  }
  if (endpoint.kind === 'events') {
    const events = Object.entries(endpoint.events ?? {});
    return {
      '200': {
        description: `Server-Sent Events: ${events.map(([name]) => `\`${name}\``).join(', ')}, each with JSON data (\`x-events\`).`,
        headers,
        content: { 'text/event-stream': { schema: { type: 'string' } } },
        'x-events': Object.fromEntries(
          events.map(([name, schema]) => [name, jsonSchema(schema, 'input')]),
        ),
      },
    };
  }
  if (endpoint.kind === 'file') {
    return {
      '200': {
        description: 'The file.',
        headers,
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return {
    '200': {
      description: 'Success.',
      headers,
      content: {
        'application/json': {
          schema: endpoint.response ? jsonSchema(endpoint.response, 'input') : {},
        },
      },
    },
  };
}

function operationOf(endpoint: Endpoint, entry: RouteEntry) {
  const rule = entry.auth ? describeRule(entry.auth) : 'Nobody: the route declares no rule.';
  const open = entry.auth?.kind === 'public';
  const writes = endpoint.method !== 'GET' && endpoint.path.startsWith('/api/');
  const operation: JsonSchema = {
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `**Who may call:** ${rule}`,
    'x-authorization': rule,
    parameters: parametersOf(endpoint),
    responses: {
      ...successOf(endpoint),
      ...(endpoint.params || endpoint.query || endpoint.body || writes
        ? { '400': error('Invalid input (the field map says which) or anti-forgery token.') }
        : {}),
      ...(open ? {} : { '401': error('Not signed in.'), '403': error('Not allowed.') }),
      ...(endpoint.params ? { '404': error('Absent, or not visible to the caller.') } : {}),
    },
    security: open ? [] : [writes ? { session: [], xsrf: [] } : { session: [] }],
  };
  if (endpoint.body) {
    const type = endpoint.multipart ? 'multipart/form-data' : 'application/json';
    operation.requestBody = {
      required: true,
      content: { [type]: { schema: jsonSchema(endpoint.body, 'input') } },
    };
  }
  return operation;
}

/** The OpenAPI 3.1 document of every contract route registered on the app. */
export function buildOpenApiDocument(routes: readonly RouteEntry[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const entry of routes) {
    if (!entry.endpoint) continue;
    const { endpoint } = entry;
    tags.add(endpoint.tag);
    const path = endpoint.path.replace(/:([A-Za-z]\w*)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint, entry);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Visualisation and Content Portal API',
      version,
      description:
        'The API every bundle of the portal calls, generated from `@portal/contract`. ' +
        'Calls are made from the browser with the session cookie; every call that is not a GET ' +
        'under /api echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. A 400 carries ' +
        '`{ message, errors: { Field: [messages] } }`.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
    },
  };
}

/**
 * GET /api/openapi.json and the reference page at /api/docs. Register it after every other
 * route: the document is built from the route table when this plugin loads.
 */
export async function openApiPlugin(app: FastifyInstance, options: { version: string }) {
  // The document lists this route too, so it is built once the route is on the table.
  route(app, systemEndpoints.openApi, Auth.public, () => document);
  const document = buildOpenApiDocument(app.routeTable, options.version);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });
}
