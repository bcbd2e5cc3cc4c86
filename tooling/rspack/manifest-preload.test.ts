import { exposeChunkName, withChunkGroupFiles } from './manifest-preload.mjs';

const expose = (name: string, js: string[], css: string[] = [], asyncJs: string[] = []) => ({
  id: `mfe_projects:${name}`,
  name,
  path: `./${name}`,
  assets: { js: { sync: js, async: asyncJs }, css: { sync: css, async: [] } },
});

const manifest = {
  id: 'mfe_projects',
  name: 'mfe_projects',
  exposes: [
    expose('ProjectsRoutes', ['__federation_expose_ProjectsRoutes.1.js'], [], ['lazy.9.js']),
    expose('UploadLinkPage', ['__federation_expose_UploadLinkPage.2.js']),
  ],
};

it('lists every file of an expose’s chunk group as needed before it runs, once each', () => {
  const groups: Record<string, string[]> = {
    [exposeChunkName('ProjectsRoutes')]: [
      '__federation_expose_ProjectsRoutes.1.js',
      '__federation_expose_ProjectsRoutes.1.css',
      '8914.3.js',
      '6203.4.js',
      '6203.4.css',
      'lazy.9.js',
    ],
  };
  const completed = withChunkGroupFiles(manifest, (name: string) => groups[name]);
  expect(completed.exposes[0]!.assets).toEqual({
    js: {
      sync: ['__federation_expose_ProjectsRoutes.1.js', '8914.3.js', '6203.4.js'],
      async: ['lazy.9.js'],
    },
    css: { sync: ['__federation_expose_ProjectsRoutes.1.css', '6203.4.css'], async: [] },
  });
  // An expose whose chunk group the build does not name is left as it was.
  expect(completed.exposes[1]).toEqual(manifest.exposes[1]);
  expect(completed.id).toBe('mfe_projects');
});
