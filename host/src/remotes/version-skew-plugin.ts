import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { telemetry } from '@portal/shared/core';

/** The telemetry event of a shared singleton loaded at another version than the host's. */
export const VERSION_SKEW_EVENT = 'SharedVersionSkew';

/**
 * Reports a shared singleton that resolves to another version than the one the host offers (a
 * remote built with a newer React Router, say, loaded before the host's): once per package, a
 * telemetry event and one console warning naming both versions. What loads is left as it is.
 */
export function versionSkewPlugin(
  hostVersions: Readonly<Record<string, string>>,
): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  return {
    name: 'portal-version-skew',
    resolveShare: (args) => {
      const resolve = args.resolver;
      return {
        ...args,
        resolver: () => {
          const resolved = resolve();
          const loaded = resolved?.shared;
          const host = hostVersions[args.pkgName];
          if (loaded && host && loaded.version !== host && !reported.has(args.pkgName)) {
            reported.add(args.pkgName);
            const from = loaded.from || 'a remote';
            console.warn(
              `Shared singleton ${args.pkgName} is loaded at ${loaded.version} (from ${from}), not at the host's ${host}.`,
            );
            telemetry.trackEvent(VERSION_SKEW_EVENT, {
              package: args.pkgName,
              loaded: loaded.version ?? '',
              host,
              from,
            });
          }
          return resolved;
        },
      };
    },
  };
}
