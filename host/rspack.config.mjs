import { createConfig, sharedAssets } from '@portal/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'host',
  host: true,
  title: 'Lumen Studio · Visualisation and Content Portal',
  // The engagement page (mfe-embed) refers to /images/*.jpg on whichever origin shows it.
  copy: [{ from: sharedAssets('images'), to: 'images' }],
});
