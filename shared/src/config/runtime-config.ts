import { RuntimeConfigSchema, type RuntimeConfig } from '@portal/contract';
import * as v from 'valibot';

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
