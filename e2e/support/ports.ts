/** Ports of the portal the end-to-end tests start (apart from the defaults, so a dev portal can run). */
export const E2E_PORTS = {
  api: 5150,
  host: 8180,
  mfe_auth: 8181,
  mfe_projects: 8182,
  mfe_notifications: 8183,
  mfe_admin: 8184,
  mfe_embed: 8185,
} as const;

/** The portal's URL in the tests. */
export const PORTAL_URL = `http://localhost:${E2E_PORTS.host}`;

/** A remote's origin in the tests. */
export const remoteOrigin = (name: keyof typeof E2E_PORTS) => `http://localhost:${E2E_PORTS[name]}`;
