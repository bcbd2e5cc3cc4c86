import { isApiError } from '@portal/shared';

/** Retries a failed load once, but never a 4xx: a refusal (403, 404...) will not change. */
export const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
