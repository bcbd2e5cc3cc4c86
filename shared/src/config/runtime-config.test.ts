import { loadRuntimeConfig } from './runtime-config';

it('reads the runtime config', async () => {
  global.fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ ionKey: 'k', appVersion: '1.2.3' }))),
  );
  await expect(loadRuntimeConfig()).resolves.toEqual({
    ionKey: 'k',
    appVersion: '1.2.3',
    applicationInsightsConnectionString: '',
  });
});

it('falls back to empty defaults with a console warning when loading fails', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(() => Promise.resolve(new Response('nope', { status: 500 })));
  await expect(loadRuntimeConfig()).resolves.toEqual({
    ionKey: '',
    appVersion: '',
    applicationInsightsConnectionString: '',
  });
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
