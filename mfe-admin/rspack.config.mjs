import { createConfig } from '@portal/tooling/rspack';

/**
 * What this remote exposes to the host; the monolith build (host/rspack.monolith.config.mjs)
 * imports the same files directly.
 * @type {import('@portal/shared/contracts').ExposesOf<'mfe_admin'>}
 */
export const exposes = {
  './AdminRoutes': './src/exposed/admin-routes.tsx',
  './ImpersonationModal': './src/exposed/impersonation-modal.tsx',
  './ClientPicker': './src/exposed/client-picker.tsx',
  './ImpersonationBanner': './src/exposed/impersonation-banner.tsx',
};

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  exposes,
});
