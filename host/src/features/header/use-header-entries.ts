import { useAuth } from '@portal/shared';

/** Which header entries the current user gets (spec point 2, Header; point 6). */
export function useHeaderEntries() {
  const status = useAuth((state) => state.status);
  const userState = useAuth((state) => state.userState);
  const user = userState?.user ?? null;
  const original = userState?.originalUserPermissions;
  const impersonation = userState?.impersonationState;
  const overridesActive = Boolean(
    impersonation?.hasSecurityOverrides || original?.hasSecurityOverrides,
  );
  return {
    signedIn: status === 'authenticated' && user !== null,
    userName: user?.userName ?? '',
    isAdmin: user?.isAdmin ?? false,
    isShowcaseUser: user?.isShowcaseUser ?? false,
    canImpersonate: original?.canImpersonate ?? false,
    overridesActive,
    impersonationTitle: (overridesActive && impersonation?.overrideDescription) || 'Impersonation',
  };
}
