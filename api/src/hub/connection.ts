import type { WebSocket } from 'ws';
import {
  closeMessage,
  completionError,
  HANDSHAKE_OK,
  handshakeError,
  handshakeProblem,
  MessageType,
  parseMessage,
  RecordReader,
  type IncomingMessage,
} from './protocol.js';

/** Largest unfinished record kept between frames. */
const MAX_BUFFERED_CHARS = 64 * 1024;
/** How long a closing socket may take to answer the close frame before it is cut. */
const CLOSE_GRACE_MS = 1000;

/** What a connection was opened for (settled at negotiate time). */
export interface ConnectionInfo {
  connectionId: string;
  connectionToken: string;
  /** The user the session acted as at negotiate time. */
  userId: number;
  /** The session that negotiated (its stored id); its end or change closes the connection. */
  sessionId: string;
}

/**
 * Serves a client's invocation (`type 1`) of a hub method, answering it on the connection when it
 * has an invocation id; returns false when the hub has no such method.
 */
export type InvocationHandler = (connection: HubConnection, message: IncomingMessage) => boolean;

/** The hub's side of one client connection over a WebSocket. */
export class HubConnection {
  /** Set once the client's handshake was accepted; only then do events go out. */
  ready = false;
  readonly openedAt: number;
  lastSentAt: number;
  lastReceivedAt: number;
  private readonly reader = new RecordReader(MAX_BUFFERED_CHARS);
  private readonly closed: Promise<void>;

  constructor(
    readonly info: ConnectionInfo,
    private readonly socket: WebSocket,
    private readonly onReady: (connection: HubConnection) => void,
    private readonly now: () => number = Date.now,
    private readonly onInvocation: InvocationHandler = () => false,
  ) {
    this.openedAt = this.lastSentAt = this.lastReceivedAt = now();
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('message', (data, isBinary) => this.receive(data.toString(), isBinary));
    // A reset from the peer surfaces as 'close' too; the error itself needs no handling.
    socket.on('error', () => undefined);
  }

  /** Whether the socket is still open (a closed one is, or is about to be, forgotten). */
  get isOpen() {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Resolves when the socket has closed, whoever closed it. */
  whenClosed() {
    return this.closed;
  }

  /** Sends one or more ready-made records in a single text frame (a string, or its UTF-8). */
  send(frame: string | Buffer) {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(frame, { binary: false, compress: false });
    this.lastSentAt = this.now();
  }

  /** Sends the close message, then closes the socket (cut after a grace period). */
  close(error?: string, allowReconnect = false) {
    if (this.socket.readyState !== this.socket.OPEN) return this.closed;
    if (this.ready) this.send(closeMessage(error, allowReconnect));
    this.socket.close(1000);
    const cut = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS);
    cut.unref();
    return this.closed.finally(() => clearTimeout(cut));
  }

  private receive(text: string, isBinary: boolean) {
    this.lastReceivedAt = this.now();
    const records = isBinary ? null : this.reader.read(text);
    if (records === null) {
      void this.close('The message could not be read.');
      return;
    }
    for (const record of records) {
      if (this.socket.readyState !== this.socket.OPEN) return;
      if (this.ready) this.handle(record);
      else this.handshake(record);
    }
  }

  private handshake(record: string) {
    const problem = handshakeProblem(record);
    if (problem) {
      this.send(handshakeError(problem));
      void this.close();
      return;
    }
    this.ready = true;
    this.send(HANDSHAKE_OK);
    this.onReady(this);
  }

  private handle(record: string) {
    const message = parseMessage(record);
    if (!message) {
      void this.close('The message is not a valid hub message.');
      return;
    }
    if (message.type === MessageType.Close) {
      void this.close();
      return;
    }
    if (message.type === MessageType.Invocation && this.onInvocation(this, message)) return;
    const wantsAnswer =
      message.type === MessageType.Invocation || message.type === MessageType.StreamInvocation;
    // Not a method of the hub; a client call gets an error result instead of hanging forever.
    if (wantsAnswer && typeof message.invocationId === 'string') {
      this.send(
        completionError(message.invocationId, `Unknown hub method '${String(message.target)}'.`),
      );
    }
  }
}
