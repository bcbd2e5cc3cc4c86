import { createConfig, mediaInfoAsset, sharedAssets } from '@portal/tooling/rspack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'host',
  host: true,
  title: 'Lumen Studio · Visualisation and Content Portal',
  // The engagement page (mfe-embed) refers to /images/*.jpg on whichever origin shows it.
  // mediainfo.js's module file, which pages load from /mediainfo/ (spec point 7) whichever remote
  // analyses a video.
  copy: [{ from: sharedAssets('images'), to: 'images' }, mediaInfoAsset(import.meta.dirname)],
});
