import type { IConfig, IConfiguration } from '@microsoft/applicationinsights-web';

/**
 * The SDK configuration of spec point 9 and the behaviours the wrapper turns on; the SDK's own
 * remote config file is fetched as the SDK does by default (spec point 7). `remoteHosts` are
 * the remotes' host:port (from /config/remotes.json): correlation headers on a cross-origin
 * request need a CORS preflight, so the Module Federation runtime's fetch of a remote's
 * mf-manifest.json is left without them (scripts and styles never carry them).
 */
export function appInsightsConfig(
  connectionString: string,
  remoteHosts: string[],
): IConfiguration & IConfig {
  return {
    connectionString,
    enableAutoRouteTracking: true,
    enableCorsCorrelation: true,
    correlationHeaderExcludedDomains: remoteHosts,
    enableRequestHeaderTracking: true,
    enableResponseHeaderTracking: true,
    enableAjaxErrorStatusText: true,
    enableAjaxPerfTracking: true,
    enableUnhandledPromiseRejectionTracking: true,
    maxBatchInterval: 15_000,
    sessionRenewalMs: 30 * 60 * 1000,
    sessionExpirationMs: 24 * 60 * 60 * 1000,
    samplingPercentage: 100,
    // The SDK's CfgSync plugin keeps its default: it GETs the remote SDK config file (spec point 7).
  };
}
