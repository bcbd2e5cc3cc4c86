import type * as v from 'valibot';

/** Any valibot schema (input and output types left open). */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a successful answer carries: a JSON body checked by `response`, a file or archive (any
 * content type), a redirect (303) to a front-end page, or a stream of Server-Sent Events
 * (`text/event-stream`, the payloads named in `events`).
 */
export type ResponseKind = 'json' | 'file' | 'redirect' | 'events';

/** One endpoint of the API: the one place its path, method and wire shapes are written. */
export interface Endpoint<
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema | undefined = AnySchema | undefined,
> {
  method: HttpMethod;
  /** Fastify-style path with `:name` parameters, e.g. `/api/projects/:id`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** The reference page's section (the domain). */
  tag: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Multipart form data instead of JSON (file uploads). */
  multipart?: boolean;
  /** The JSON answer of a success; absent when `kind` is 'file', 'redirect' or 'events'. */
  response?: Response;
  kind?: ResponseKind;
  /** An 'events' stream's event names (`event:` lines) → the schema of their JSON `data`. */
  events?: Record<string, AnySchema>;
  /** Response headers a caller reads (name → meaning), e.g. X-Total-Count of a paged list. */
  headers?: Record<string, string>;
  /**
   * Input key → field name in the 400 field map, where it is not the key in PascalCase
   * ('' files the message under the general errors).
   */
  fields?: Record<string, string>;
}

/** Declares an endpoint, keeping its exact schema types for both ends. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Part = 'params' | 'query' | 'body' | 'response';
/** The schema of one part of an endpoint, or undefined when it declares none. */
type SchemaOf<E, K extends Part> = E extends { [P in K]: infer S extends AnySchema }
  ? S
  : undefined;
type InputOf<E, K extends Part> =
  SchemaOf<E, K> extends AnySchema ? v.InferInput<SchemaOf<E, K>> : undefined;
type OutputOf<E, K extends Part> =
  SchemaOf<E, K> extends AnySchema ? v.InferOutput<SchemaOf<E, K>> : undefined;

/** True when the endpoint declares that part. */
export type Declares<E extends Endpoint, K extends Part> =
  SchemaOf<E, K> extends AnySchema ? true : false;

/** Route parameters as a caller gives them. */
export type ParamsIn<E extends Endpoint> = InputOf<E, 'params'>;
/** Query string as a caller gives it. */
export type QueryIn<E extends Endpoint> = InputOf<E, 'query'>;
/** Request body as a caller sends it. */
export type BodyIn<E extends Endpoint> = E extends { multipart: true }
  ? FormData
  : InputOf<E, 'body'>;
/** Parsed route parameters, as the server's handler reads them. */
export type ParamsOut<E extends Endpoint> = OutputOf<E, 'params'>;
/** Parsed query string, as the server's handler reads it. */
export type QueryOut<E extends Endpoint> = OutputOf<E, 'query'>;
/** Parsed body, as the server's handler reads it. */
export type BodyOut<E extends Endpoint> = OutputOf<E, 'body'>;
/** What the server answers (before the client parses it). */
export type ResponseIn<E extends Endpoint> = InputOf<E, 'response'>;
/** What the client reads after parsing the answer. */
export type ResponseOut<E extends Endpoint> = OutputOf<E, 'response'>;

/** Fills `:name` segments of an endpoint's path; every value is URI-encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing route parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
