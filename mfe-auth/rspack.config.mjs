import { createConfig } from '@portal/tooling/rspack';

/**
 * What this remote exposes to the host; the monolith build (host/rspack.monolith.config.mjs)
 * imports the same files directly.
 * @type {import('@portal/shared/contracts').ExposesOf<'mfe_auth'>}
 */
export const exposes = {
  './AuthModals': './src/exposed/auth-modals.tsx',
  './AccountRoutes': './src/exposed/account-routes.tsx',
  './ManageRoutes': './src/exposed/manage-routes.tsx',
};

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  exposes,
});
