import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { telemetry } from '@portal/shared/core';
import { VERSION_SKEW_EVENT, versionSkewPlugin } from './version-skew-plugin';

/** The runtime's resolveShare call for `pkgName`, resolving to `version` offered by `from`. */
function resolve(
  plugin: ModuleFederationRuntimePlugin,
  pkgName: string,
  version: string,
  from: string,
) {
  const shared = { version, from };
  const args = plugin.resolveShare!({ pkgName, resolver: () => ({ shared }) } as never);
  return (args as unknown as { resolver: () => { shared: typeof shared } }).resolver();
}

afterEach(() => jest.restoreAllMocks());

it('reports a singleton loaded at another version than the host offers, once, naming both', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const track = jest.spyOn(telemetry, 'trackEvent').mockImplementation(() => undefined);
  const plugin = versionSkewPlugin({ 'react-router-dom': '7.18.5', react: '19.3.1' });

  expect(resolve(plugin, 'react-router-dom', '7.19.0', 'mfe_projects').shared.version).toBe(
    '7.19.0',
  );
  resolve(plugin, 'react-router-dom', '7.19.0', 'mfe_projects');

  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(
    "Shared singleton react-router-dom is loaded at 7.19.0 (from mfe_projects), not at the host's 7.18.5.",
  );
  expect(track).toHaveBeenCalledWith(VERSION_SKEW_EVENT, {
    package: 'react-router-dom',
    loaded: '7.19.0',
    host: '7.18.5',
    from: 'mfe_projects',
  });
});

it("says nothing when the host's own version is loaded", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const track = jest.spyOn(telemetry, 'trackEvent').mockImplementation(() => undefined);
  resolve(versionSkewPlugin({ react: '19.3.1' }), 'react', '19.3.1', 'host');
  expect(warn).not.toHaveBeenCalled();
  expect(track).not.toHaveBeenCalled();
});
