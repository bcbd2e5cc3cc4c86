import { Card, Switch, Text } from '@mantine/core';
import { useChangeTwoFactor, useTwoFactorSetting } from '../api/two-factor-calls';

/** The signed-in user's own two-step sign-in setting. */
export function TwoFactorSetting() {
  const setting = useTwoFactorSetting();
  const change = useChangeTwoFactor();
  return (
    <Card withBorder radius="md">
      <Switch
        label="Two-step sign-in"
        description="After your password, also ask for a code sent to your e-mail."
        checked={setting.data?.enabled ?? false}
        disabled={!setting.data || change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {(setting.isError || change.isError) && (
        <Text c="red" size="sm" mt="xs" role="alert">
          The setting could not be {setting.isError ? 'loaded' : 'changed'}. Please try again.
        </Text>
      )}
    </Card>
  );
}
