import * as v from 'valibot';

/** GET /config/config.json (spec point 3, Runtime config). */
export const RuntimeConfigSchema = v.object({
  ionKey: v.optional(v.string(), ''),
  appVersion: v.optional(v.string(), ''),
  applicationInsightsConnectionString: v.optional(v.string(), ''),
});
/** The runtime configuration; every field defaults to ''. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** The configuration used when config.json cannot be loaded. */
export const EMPTY_CONFIG: RuntimeConfig = {
  ionKey: '',
  appVersion: '',
  applicationInsightsConnectionString: '',
};

/** Loads /config/config.json; on any failure warns on the console and returns the empty config. */
export async function loadRuntimeConfig(url = '/config/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return v.parse(RuntimeConfigSchema, await response.json());
  } catch (error) {
    console.warn('Could not load the runtime config; using empty defaults.', error);
    return EMPTY_CONFIG;
  }
}
