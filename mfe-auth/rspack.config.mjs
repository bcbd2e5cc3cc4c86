import { createConfig } from '@portal/shared/build';

/** @type {import('@portal/shared/contracts').ExposesOf<'mfe_auth'>} */
const exposes = {
  './AuthModals': './src/exposed/auth-modals.tsx',
  './AccountRoutes': './src/exposed/account-routes.tsx',
  './ManageRoutes': './src/exposed/manage-routes.tsx',
};

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  exposes,
});
