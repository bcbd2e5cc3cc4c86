import { Button, Divider, Stack } from '@mantine/core';
import { pageLocation, useAuthModal } from '@portal/shared';
import { externalLoginChallengeUrl, useExternalProviders } from '../api/get-external-providers';
import { PROVIDERS_DIVIDER, continueWith } from '../messages';

/** 'OR' and one 'Continue with …' button per provider; nothing when there are none (spec 2). */
export function ExternalProviders() {
  const providers = useExternalProviders();
  const returnUrl = useAuthModal((state) => state.returnUrl);
  if (providers.length === 0) return null;

  return (
    <Stack gap="sm">
      <Divider label={PROVIDERS_DIVIDER} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="default"
          fullWidth
          onClick={() =>
            pageLocation.assign(
              externalLoginChallengeUrl(provider.name, returnUrl || pageLocation.currentPath()),
            )
          }
        >
          {continueWith(provider.displayName)}
        </Button>
      ))}
    </Stack>
  );
}
