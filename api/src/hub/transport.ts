import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { hubEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { findSession } from '../account/session-repository.js';
import { findUserById } from '../account/user-repository.js';
import { SESSION_COOKIE } from '../auth/auth-context.js';
import { Auth } from '../auth/auth-rules.js';
import { resolveActing } from '../auth/session-state.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import { HubConnection, type InvocationHandler } from './connection.js';
import type { ConnectionTokens } from './connection-tokens.js';
import { isAllowedOrigin } from './origin.js';
import type { ConnectionRegistry } from './registry.js';
import type { TokenClaims } from './token-claims.js';

/** What the transport needs from the hub. */
export interface TransportOptions {
  /** Where the hub answers (the contract's NOTIFICATION_HUB_PATH unless a caller moves it). */
  path: string;
  db: Db;
  registry: ConnectionRegistry;
  tokens: ConnectionTokens;
  claims: TokenClaims;
  allowedOrigins: readonly string[];
  now: () => number;
  /** Called for every socket once its handshake is accepted. */
  onReady: (connection: HubConnection) => void;
  /** Serves a socket's invocations of hub methods (default: none; each gets an error). */
  onInvocation?: InvocationHandler;
  /** Called for every socket once it has closed. */
  onClosed: (connection: HubConnection) => void;
  /** Whether new sockets are still accepted (false while shutting down). */
  accepting: () => boolean;
}

const TRANSPORTS = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with a plain HTTP error and hangs up. */
function refuse(socket: Duplex, status: number, message: string) {
  if (!socket.writable) return socket.destroy();
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  );
}

/** `POST {path}/negotiate` (negotiate versions 0 and 1) for the signed-in or impersonated user. */
export function registerNegotiate(app: FastifyInstance, options: TransportOptions) {
  // The contract's endpoint, at this hub's path (the same unless the hub was moved).
  const endpoint = { ...hubEndpoints.negotiate, path: `${options.path}/negotiate` };
  route(app, endpoint, Auth.signedIn, ({ auth, query, reply }) => {
    const version = query.negotiateVersion ?? 0;
    const { connectionId, connectionToken } = options.tokens.issue(
      auth.effective.id,
      auth.sessionId,
      options.now(),
    );
    reply.header('Cache-Control', 'no-store');
    if (version >= 1) {
      return {
        negotiateVersion: 1 as const,
        connectionId,
        connectionToken,
        availableTransports: TRANSPORTS,
      };
    }
    // Version 0 clients put the connectionId in `?id=`, so it has to be the token.
    return {
      negotiateVersion: 0 as const,
      connectionId: connectionToken,
      availableTransports: TRANSPORTS,
    };
  });
}

/**
 * The live session the socket's cookie carries and the user it acts as now, decided as for any
 * request (`auth/auth-context.ts`); null when there is none or its user is disabled.
 */
async function actingSession(app: FastifyInstance, db: Db, request: IncomingMessage) {
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  const token = cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await findSession(db, token);
  if (!session) return null;
  const original = await findUserById(db, session.user_id);
  if (!original || original.disabled) return null;
  const { effective } = await resolveActing(db, session, original);
  return { sessionId: session.id, userId: effective.id };
}

/** WebSocket upgrades on `{path}?id={connectionToken}`. */
export function registerUpgrade(app: FastifyInstance, options: TransportOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const { registry } = options;

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== options.path) return refuse(socket, 404, 'Not found.');
    if (!options.accepting()) return refuse(socket, 503, 'The server is shutting down.');
    if (!isAllowedOrigin(request.headers, options.allowedOrigins)) {
      return refuse(socket, 403, 'This origin may not connect.');
    }
    const token = url.searchParams.get('id');
    if (!token) return refuse(socket, 400, 'The connection id is missing.');
    const claim = options.tokens.read(token, options.now());
    if (!claim) return refuse(socket, 404, 'No connection with this id.');
    const session = await actingSession(app, options.db, request);
    if (!session || options.tokens.sessionTag(session.sessionId) !== claim.sessionTag) {
      return refuse(socket, 401, 'You need to sign in to do that.');
    }
    // The session acts as someone else since it negotiated (or did meanwhile): the token is void.
    if (
      session.userId !== claim.userId ||
      registry.changedSince(session.sessionId, claim.issuedAt)
    ) {
      return refuse(socket, 404, 'No connection with this id.');
    }
    if (!(await options.claims.claim(claim.connectionId, claim.expiresAt, options.now()))) {
      return refuse(socket, 409, 'This connection already has a socket.');
    }
    // The session may have ended or changed whom it acts as while the claim was made.
    if (registry.changedSince(session.sessionId, claim.issuedAt)) {
      return refuse(socket, 401, 'You need to sign in to do that.');
    }
    if (!socket.writable || !options.accepting()) return socket.destroy();
    const info = { connectionId: claim.connectionId, connectionToken: token, ...session };
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(
        info,
        ws,
        options.onReady,
        options.now,
        options.onInvocation,
      );
      registry.attach(connection);
      void connection.whenClosed().then(() => options.onClosed(connection));
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The socket may reset while the session is looked up; that is not the server's error.
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      app.log.error(error, 'Hub upgrade failed');
      refuse(socket, 503, 'The connection could not be opened.');
    });
  };
  app.server.on('upgrade', onUpgrade);
  return () => {
    app.server.off('upgrade', onUpgrade);
    wss.close();
  };
}
