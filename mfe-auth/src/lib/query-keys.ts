/** The first part of every query key of this remote: the page's one query cache is shared. */
const ROOT = 'mfe-auth';

/** Query keys of this remote's server data. */
export const queryKeys = {
  externalProviders: () => [ROOT, 'external-providers'] as const,
  /** One confirmation link: the query posts its single-use token once. */
  confirmEmail: (userId: string, token: string) => [ROOT, 'confirm-email', userId, token] as const,
  twoFactorSetting: () => [ROOT, 'two-factor'] as const,
  mailPreferences: () => [ROOT, 'mail-preferences'] as const,
  /** What an e-mailed unsubscribe token is for (read only: the page asks before it changes). */
  unsubscribeInfo: (token: string) => [ROOT, 'unsubscribe', token] as const,
};
