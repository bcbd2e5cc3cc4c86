import type { SessionChange } from '../account/session-repository.js';

/** Hands a ready-made frame to whatever holds the user's connections in this process. */
export type DeliverToUser = (userId: number, frame: string) => void;

/** What a process does with what the backplane brings it. */
export interface BackplaneReceiver {
  /** Sends the frame to this process's connections of the user. */
  deliver: DeliverToUser;
  /** Hands the frame to this process's members of the group (each checked again first). */
  deliverToGroup: (group: string, frame: string) => void;
  /** Closes this process's connections of sessions that ended or act as someone else now. */
  sessionChanged: (change: SessionChange) => void;
  /** Messages flow again after a break: what other processes sent meanwhile never arrived. */
  resumed?: () => void;
}

/**
 * "Send to user", "send to group" and "sessions changed" across processes. One API process uses the local
 * backplane; several use the Redis one (`redis-backplane.ts`), which publishes each message on a
 * channel every process hears, and every process hands what it receives to its own connections.
 */
export interface Backplane {
  /** Sends the frame to every connection of the user, wherever it is held. */
  publish(userId: number, frame: string): Promise<void>;
  /**
   * Sends the frame to every member of the group, wherever it is held. Optional: a backplane
   * without it (a test's recorder) leaves the hub delivering to this process's members only.
   */
  publishGroup?(group: string, frame: string): Promise<void>;
  /** Tells every process that these sessions ended or changed whom they act as. */
  publishSessionChange(change: SessionChange): Promise<void>;
  /** Registers this process's receiver (called once when the hub starts). */
  subscribe(receiver: BackplaneReceiver): void;
  /** Resolves once messages flow (or it stopped waiting); the API listens after it. */
  ready?(): Promise<void>;
  /** Releases the backplane's own connections. */
  close(): Promise<void>;
}

/** The single-process backplane: publishing is delivering. */
export function localBackplane(): Backplane {
  let receiver: BackplaneReceiver | undefined;
  return {
    async publish(userId, frame) {
      receiver?.deliver(userId, frame);
    },
    async publishGroup(group, frame) {
      receiver?.deliverToGroup(group, frame);
    },
    async publishSessionChange(change) {
      receiver?.sessionChanged(change);
    },
    subscribe(next) {
      receiver = next;
    },
    async close() {
      receiver = undefined;
    },
  };
}
