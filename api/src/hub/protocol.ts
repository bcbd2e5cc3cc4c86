// The SignalR JSON hub protocol (aspnetcore src/SignalR/docs/specs/HubProtocol.md): every message is
// a JSON record ended by the record separator; one WebSocket frame may carry several records.

/** Ends every record of the text protocol. */
export const RECORD_SEPARATOR = '\x1e';

/** Message types of the hub protocol that this server reads or writes. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The only hub protocol and version this server speaks. */
export const PROTOCOL_NAME = 'json';
export const PROTOCOL_VERSION = 1;

/** A record as it arrives from a client: only `type` is known to be there. */
export interface IncomingMessage {
  type: number;
  target?: unknown;
  invocationId?: unknown;
  /** An invocation's arguments (an array when the client is well behaved). */
  arguments?: unknown;
}

/** One record, ready to send. */
export const encode = (message: unknown) => JSON.stringify(message) + RECORD_SEPARATOR;

/** The server's answer to a good handshake. */
export const HANDSHAKE_OK = encode({});
/** The keep-alive ping; the same bytes every time. */
export const PING = encode({ type: MessageType.Ping });

/** An event for the client's `connection.on(target, ...)` handlers. */
export const invocation = (target: string, args: unknown[]) =>
  encode({ type: MessageType.Invocation, target, arguments: args });

/** Ends the connection; with allowReconnect the client's automatic reconnect tries again. */
export const closeMessage = (error?: string, allowReconnect = false) =>
  encode({
    type: MessageType.Close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });

/** Answers a client invocation that failed or that this hub cannot serve. */
export const completionError = (invocationId: string, error: string) =>
  encode({ type: MessageType.Completion, invocationId, error });

/** Answers a client invocation that succeeded and returns nothing (the client's invoke resolves). */
export const completionOk = (invocationId: string) =>
  encode({ type: MessageType.Completion, invocationId });

/** A handshake error (sent instead of `{}`, then the connection closes). */
export const handshakeError = (error: string) => encode({ error });

/**
 * Splits incoming text into whole records; an unfinished tail is kept for the next frame
 * (a conforming client never splits a record, but the cost of tolerating it is one string).
 */
export class RecordReader {
  private tail = '';

  constructor(private readonly maxBuffered: number) {}

  /** The complete records in this chunk, or null when the unfinished tail grows too large. */
  read(chunk: string): string[] | null {
    const parts = (this.tail + chunk).split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (this.tail.length > this.maxBuffered) return null;
    return parts.filter((part) => part.length > 0);
  }
}

/** Why a handshake request is refused, or null when it is acceptable. */
export function handshakeProblem(record: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof request !== 'object' || request === null) return 'Handshake request is invalid.';
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (protocol !== PROTOCOL_NAME) return `The protocol '${String(protocol)}' is not supported.`;
  if (version !== PROTOCOL_VERSION) {
    return `The server does not support version ${String(version)} of the 'json' protocol.`;
  }
  return null;
}

/** A record parsed as a hub message, or null when it is not one. */
export function parseMessage(record: string): IncomingMessage | null {
  try {
    const message: unknown = JSON.parse(record);
    if (typeof message !== 'object' || message === null) return null;
    const { type } = message as { type?: unknown };
    return typeof type === 'number' ? (message as IncomingMessage) : null;
  } catch {
    return null;
  }
}
