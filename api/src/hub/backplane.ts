/** Hands a ready-made frame to whatever holds the user's connections in this process. */
export type DeliverToUser = (userId: number, frame: string) => void;

/**
 * "Send to user" across processes. One API process uses the local backplane; several would
 * publish each frame on a per-user channel (Redis pub/sub, PostgreSQL LISTEN/NOTIFY) and every
 * process would deliver what it receives to its own connections.
 */
export interface Backplane {
  /** Sends the frame to every connection of the user, wherever it is held. */
  publish(userId: number, frame: string): Promise<void>;
  /** Registers this process's delivery (called once when the hub starts). */
  subscribe(deliver: DeliverToUser): void;
  /** Releases the backplane's own connections. */
  close(): Promise<void>;
}

/** The single-process backplane: publishing is delivering. */
export function localBackplane(): Backplane {
  let deliver: DeliverToUser | undefined;
  return {
    async publish(userId, frame) {
      deliver?.(userId, frame);
    },
    subscribe(next) {
      deliver = next;
    },
    async close() {
      deliver = undefined;
    },
  };
}
