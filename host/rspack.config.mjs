import { createConfig } from '@portal/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'host',
  port: 8080,
  host: true,
  title: 'Lumen Studio · Visualisation and Content Portal',
});
