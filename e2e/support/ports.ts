import remotes from '../../shared/remotes.json' with { type: 'json' };

/**
 * The end-to-end portal's ports sit this far from the defaults, so a dev portal can run too
 * (`E2E_PORT_OFFSET` moves them again, for a second run beside the first).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET) || 100;

type RemoteName = keyof typeof remotes;

/** Each remote of shared/remotes.json on its default port plus OFFSET. */
const remotePorts = Object.fromEntries(
  Object.entries(remotes).map(([name, remote]) => [name, remote.port + OFFSET]),
) as Record<RemoteName, number>;

/** Ports of the portal the end-to-end tests start: the API, the host and every remote. */
export const E2E_PORTS = { api: 5050 + OFFSET, host: 8080 + OFFSET, ...remotePorts };

/** The portal's URL in the tests. */
export const PORTAL_URL = `http://localhost:${E2E_PORTS.host}`;

/** A remote's origin in the tests. */
export const remoteOrigin = (name: RemoteName) => `http://localhost:${E2E_PORTS[name]}`;

/**
 * The ports of a portal some tests start for themselves (several API processes), `shift` beyond
 * the shared one's: its API processes take `api`, `api + 1`, ….
 */
export const portalPortsAt = (shift: number) =>
  Object.fromEntries(
    Object.entries(E2E_PORTS).map(([name, port]) => [name, port + shift]),
  ) as typeof E2E_PORTS;
