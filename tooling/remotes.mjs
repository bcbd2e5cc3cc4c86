// The portal's parts and their local ports, for the build, the servers and lint. The remotes come
// from shared/remotes.json, the one table of them (the browser reads it too, as REMOTES in
// shared/src/contracts/remotes.ts); a new remote is a row there and nothing else here.
import table from '../shared/remotes.json' with { type: 'json' };

/**
 * The remotes by federation name: package folder, default port, the variable that moves the port,
 * and the label the host shows while it loads or when it is down.
 * @type {Readonly<Record<string, { dir: string, port: number, portEnv: string, label: string }>>}
 */
export const REMOTES = table;

/** The host's default port and the variable that moves it. */
export const HOST_PORT = { port: 8080, portEnv: 'PORTAL_PORT' };

/** The API's default port and the variable that moves it. */
export const API_PORT = { port: 5050, portEnv: 'API_PORT' };

/**
 * Ports of the API, the host and each remote: `overrides` (by `api`, `host` or a remote's name)
 * first, then the environment, then the defaults.
 * @param {Record<string, string | undefined>} [env]
 * @param {Record<string, number | undefined>} [overrides]
 */
export function portsFrom(env = process.env, overrides = {}) {
  const pick = (/** @type {string} */ name, /** @type {{ port: number, portEnv: string }} */ d) =>
    Number(overrides[name] ?? env[d.portEnv] ?? d.port);
  return {
    api: pick('api', API_PORT),
    host: pick('host', HOST_PORT),
    remotes: Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [name, pick(name, r)])),
  };
}

/**
 * The registry the host fetches at /config/remotes.json (remote name → its mf-manifest.json), for
 * remotes served on `hostname` at the given ports.
 * @param {Record<string, number>} remotePorts
 * @param {string} [hostname]
 */
export function remoteRegistry(remotePorts, hostname = process.env.PORTAL_PUBLIC_HOSTNAME) {
  return Object.fromEntries(
    Object.keys(REMOTES).map((name) => [
      name,
      `http://${hostname ?? 'localhost'}:${remotePorts[name]}/mf-manifest.json`,
    ]),
  );
}

/** A remote's federation name from its name (`mfe_auth`) or its folder (`mfe-auth`). */
export function remoteNamed(given) {
  const found = Object.entries(REMOTES).find(([name, { dir }]) => given === name || given === dir);
  if (!found) {
    throw new Error(
      `${given} is not a remote of this portal (${Object.keys(REMOTES).join(', ')}).`,
    );
  }
  return found[0];
}
