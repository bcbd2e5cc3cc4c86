/** The releases of remotes (see releases.mjs). */
export const RELEASES_DIR: string;
export function releasesOf(remote: string, dir?: string): string;
export function readReleases(dir?: string): Record<string, { current: string; history: string[] }>;
export function buildIdOf(dist: string): string;
export function release(
  remote: string,
  dist: string,
  dir?: string,
): { id: string; copied: boolean };
export function rollback(remote: string, id?: string, dir?: string): { from: string; to: string };
export function registryWithReleases(
  registry: Record<string, string>,
  dir?: string,
): Record<string, string>;
