import type { HubConnection } from '@microsoft/signalr';
import { REVIEW_SESSION_CHANGED, type ReviewSessionChanged } from '@portal/contract';

/** Resolves with the first event of `target` the connection hears that `accepts`. */
export function heard<T>(
  connection: HubConnection,
  target: string,
  accepts: (event: T) => boolean,
  timeoutMs = 5000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off(target, handler);
      reject(new Error(`No matching ${target} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (event: T) => {
      if (!accepts(event)) return;
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(event);
    };
    connection.on(target, handler);
  });
}

/** Resolves with the next ReviewSessionChanged whose watchers' names are these (in order). */
export const watchersAre = (
  connection: HubConnection,
  names: string[],
  presenter?: string | null,
) =>
  heard<ReviewSessionChanged>(
    connection,
    REVIEW_SESSION_CHANGED,
    (event) =>
      JSON.stringify(event.watchers.map((w) => w.name)) === JSON.stringify(names) &&
      (presenter === undefined || (event.presenter?.name ?? null) === presenter),
  );

/** A video state at `time` seconds (25 fps). */
export const videoAt = (time: number, playing = false) => ({
  kind: 'video' as const,
  playing,
  time,
  frame: Math.round(time * 25),
  rate: 1,
  loop: null,
});
