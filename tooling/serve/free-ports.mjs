// The ports `pnpm start` listens on, checked before it starts anything: a port already taken is
// one line naming the port, the part that wanted it and the variable that moves it, not a stack
// trace from whichever server met it first.
import net from 'node:net';
import { API_PORT, HOST_PORT, REMOTES } from '../remotes.mjs';

/**
 * Each port the portal will listen on, with the part that wants it and the variable that moves
 * it: the API processes' (consecutive from the API's), the host's, each served remote's.
 * @param {{ api: number, host: number, remotes: Record<string, number> }} ports
 * @param {{ processes?: number, skip?: Set<string> }} [options]
 */
export function portClaims(ports, { processes = 1, skip = new Set() } = {}) {
  const apis = Array.from({ length: processes }, (_, index) => ({
    port: ports.api + index,
    part: processes === 1 ? 'the API' : `API process ${index + 1} of ${processes}`,
    portEnv: API_PORT.portEnv,
  }));
  const remotes = Object.entries(REMOTES)
    .filter(([name]) => !skip.has(name))
    .map(([name, remote]) => ({
      port: ports.remotes[name],
      part: `the ${remote.dir} remote`,
      portEnv: remote.portEnv,
    }));
  return [...apis, { port: ports.host, part: 'the host', portEnv: HOST_PORT.portEnv }, ...remotes];
}

/**
 * The line for a port something else holds.
 * @param {{ port: number, part: string, portEnv: string }} claim
 */
export function portInUseMessage({ port, part, portEnv }) {
  return `Port ${port} (${part}) is in use: stop what uses it, or set ${portEnv} to another port.`;
}

/**
 * The line for two parts given the same port.
 * @param {{ port: number, part: string, portEnv: string }} first
 * @param {{ part: string, portEnv: string }} second
 */
export function portTwiceMessage(first, second) {
  const variables =
    first.portEnv === second.portEnv ? first.portEnv : `${first.portEnv} or ${second.portEnv}`;
  return `Port ${first.port} is wanted by both ${first.part} and ${second.part}: set ${variables} to another port.`;
}

/**
 * Whether something listens on `port` already (the portal's servers listen on every address).
 * @param {number} port
 */
export function isPortInUse(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (error) =>
      /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
        ? resolve(true)
        : reject(error),
    );
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      probe.close(() => resolve(false)),
    );
  });
}

/**
 * The line saying why the portal cannot listen where `claims` ask, or null when every port is
 * its own and free.
 * @param {Array<{ port: number, part: string, portEnv: string }>} claims
 */
export async function portsProblem(claims) {
  for (const [index, claim] of claims.entries()) {
    const first = claims.slice(0, index).find((other) => other.port === claim.port);
    if (first) return portTwiceMessage(first, claim);
  }
  for (const claim of claims) {
    if (await isPortInUse(claim.port)) return portInUseMessage(claim);
  }
  return null;
}

/**
 * The error to report for a start that failed after the check (a port taken meanwhile): the port
 * line when a bundle server met a port in use (EADDRINUSE), or when an API process stopped and
 * one of the API's ports is now taken (its own error went to its stderr); else `error` itself.
 * @param {unknown} error
 * @param {Array<{ port: number, part: string, portEnv: string }>} claims
 */
export async function explainStartFailure(error, claims) {
  const { code, port } = /** @type {{ code?: string, port?: number }} */ (error ?? {});
  const claim = code === 'EADDRINUSE' && claims.find((c) => c.port === port);
  if (claim) return new Error(portInUseMessage(claim));
  const apis = claims.filter((c) => c.portEnv === API_PORT.portEnv);
  const problem = await portsProblem(apis).catch(() => null);
  return problem ? new Error(problem) : error;
}
