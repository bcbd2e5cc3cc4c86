// Loaded only through `import()` by start-telemetry.ts: the SDK is this chunk's, never the first
// visit's, and no remote bundles it.
import { ApplicationInsights, type IDependencyTelemetry } from '@microsoft/applicationinsights-web';
import type { TelemetryBackend } from '@portal/shared/core';
import { appInsightsConfig } from './telemetry-config';

/** Request headers that header tracking must not copy into telemetry (the anti-forgery token). */
const SECRET_HEADERS = /^x-xsrf-token$/i;

/** Removes secret headers from a dependency's recorded request headers (an object or its JSON). */
export function scrubSecretHeaders(properties: Record<string, unknown>) {
  const headers = properties.requestHeaders;
  const parsed: unknown = typeof headers === 'string' ? safeJson(headers) : headers;
  if (!parsed || typeof parsed !== 'object') return;
  const kept = Object.fromEntries(
    Object.entries(parsed).filter(([name]) => !SECRET_HEADERS.test(name)),
  );
  properties.requestHeaders = typeof headers === 'string' ? JSON.stringify(kept) : kept;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Starts Application Insights, records the first page view and adapts it to the wrapper. */
export function createAppInsightsBackend(
  connectionString: string,
  remoteHosts: string[],
): TelemetryBackend {
  const sdk = new ApplicationInsights({ config: appInsightsConfig(connectionString, remoteHosts) });
  sdk.loadAppInsights();
  sdk.addTelemetryInitializer(({ baseData }) => {
    if (baseData?.properties) scrubSecretHeaders(baseData.properties as Record<string, unknown>);
  });
  // Route tracking records the later page views (history changes) itself.
  sdk.trackPageView();
  return {
    trackEvent: (name, properties, measurements) =>
      sdk.trackEvent({ name, properties, measurements }),
    trackDependency: ({ responseCode, ...record }) =>
      sdk.trackDependencyData({
        ...record,
        ...(responseCode === undefined ? {} : { responseCode }),
      } as IDependencyTelemetry),
    setAuthenticatedUser: (userId, accountId) => sdk.setAuthenticatedUserContext(userId, accountId),
    clearAuthenticatedUser: () => sdk.clearAuthenticatedUserContext(),
    flush: () => void sdk.flush(),
  };
}
