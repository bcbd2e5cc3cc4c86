import { createStore, useStore } from 'zustand';
import { EMPTY_CONFIG, type RuntimeConfig } from '@portal/shared/core';

/** The runtime config once loaded (empty defaults until then, and when loading fails). */
export const runtimeConfigStore = createStore<RuntimeConfig>(() => EMPTY_CONFIG);

/** Reads the runtime config from React. */
export const useRuntimeConfig = () => useStore(runtimeConfigStore);
