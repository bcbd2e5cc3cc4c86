import { Checkbox, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ENGAGEMENT_TYPES, formatCurrency } from '@portal/shared';

/** Props of EngagementTypePicker. */
interface EngagementTypePickerProps {
  /** The selected engagement types as a bit set. */
  value: number;
  onChange: (value: number) => void;
  /** The field message (no service chosen). */
  error?: string;
}

/**
 * The four engagement types as selectable cards with their images, descriptions and AUD costs;
 * each card's name is the words it shows ("Animation From $2,000.00").
 */
export function EngagementTypePicker({ value, onChange, error }: EngagementTypePickerProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack
      gap="xs"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <Text id={labelId} fw={600}>
        Services
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {ENGAGEMENT_TYPES.map((type) => {
          const checked = (value & type.engagementType) !== 0;
          return (
            <Checkbox.Card
              key={type.engagementType}
              checked={checked}
              onClick={() => onChange(value ^ type.engagementType)}
              radius="md"
              p={0}
            >
              <Image src={type.imageUrl} alt="" h={120} radius="md" />
              <Stack gap={4} p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{type.description}</Text>
                  <Checkbox.Indicator />
                </Group>
                <Text size="sm" c="dimmed">
                  From {formatCurrency(type.cost)}
                </Text>
              </Stack>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
