import type { Page } from '@playwright/test';

/** Sends the page's hub socket to one API process (`apiOrigin`) rather than through the proxy. */
export function pinHubTo(page: Page, apiOrigin: string): Promise<void>;
