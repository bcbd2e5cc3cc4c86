import { Group, Text } from '@mantine/core';
import { COMPANY_NAME } from '../../app/brand';
import { useRuntimeConfig } from '../../app/runtime-config-store';

/** The footer: copyright with the current year and the company (plus the version when known). */
export function AppFooter() {
  const { appVersion } = useRuntimeConfig();
  return (
    <Group h="100%" px="md" justify="space-between">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {COMPANY_NAME}
      </Text>
      {appVersion && (
        <Text size="xs" c="dimmed">
          Version {appVersion}
        </Text>
      )}
    </Group>
  );
}
