import type { PresenterView } from '@portal/contract';

/** A connection with a medium open. */
export interface Watcher {
  userId: number;
  connectionId: string;
}

/** Who presents a medium (which connection), and the latest state they sent. */
export interface PresenterRecord {
  connectionId: string;
  userId: number;
  name: string;
  seq: number;
  at: number;
  state: PresenterView | null;
}

/**
 * Where live sessions are kept: who has each medium open and who presents it. In memory for one
 * API process (`memorySessionStore`); in Redis for several (`session-redis-store.ts`), where
 * each entry lapses unless its process refreshes it, so a process that died leaves none behind.
 */
export interface SessionStore {
  watch(mediaId: number, watcher: Watcher): Promise<void>;
  unwatch(mediaId: number, watcher: Watcher): Promise<void>;
  /** The distinct users with the medium open. */
  watchers(mediaId: number): Promise<number[]>;
  presenter(mediaId: number): Promise<PresenterRecord | null>;
  /** Makes the record the medium's presenter unless another connection is; returns who is. */
  claim(mediaId: number, record: PresenterRecord): Promise<PresenterRecord>;
  /** Stores the presenter's latest state, while that connection still presents. */
  update(mediaId: number, record: PresenterRecord): Promise<void>;
  /** Ends the connection's session on the medium (nothing when it does not present it). */
  release(mediaId: number, connectionId: string): Promise<void>;
  /** Keeps this process's watchers and presenters from lapsing (Redis; nothing in memory). */
  refresh(watching: Array<[number, Watcher]>, presenting: Array<[number, string]>): Promise<void>;
  close(): Promise<void>;
}

/** The store of one API process. */
export function memorySessionStore(): SessionStore {
  const watching = new Map<number, Map<string, number>>();
  const presenters = new Map<number, PresenterRecord>();
  return {
    async watch(mediaId, { userId, connectionId }) {
      let map = watching.get(mediaId);
      if (!map) watching.set(mediaId, (map = new Map()));
      map.set(connectionId, userId);
    },
    async unwatch(mediaId, { connectionId }) {
      const map = watching.get(mediaId);
      map?.delete(connectionId);
      if (map?.size === 0) watching.delete(mediaId);
    },
    async watchers(mediaId) {
      return [...new Set(watching.get(mediaId)?.values() ?? [])];
    },
    async presenter(mediaId) {
      return presenters.get(mediaId) ?? null;
    },
    async claim(mediaId, record) {
      const holder = presenters.get(mediaId);
      if (holder && holder.connectionId !== record.connectionId) return holder;
      presenters.set(mediaId, record);
      return record;
    },
    async update(mediaId, record) {
      if (presenters.get(mediaId)?.connectionId === record.connectionId) {
        presenters.set(mediaId, record);
      }
    },
    async release(mediaId, connectionId) {
      if (presenters.get(mediaId)?.connectionId === connectionId) presenters.delete(mediaId);
    },
    async refresh() {},
    async close() {},
  };
}
