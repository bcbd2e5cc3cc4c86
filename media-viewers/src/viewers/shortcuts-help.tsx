import { ActionIcon, Group, Kbd, Popover, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment } from 'react';
import { VIDEO_SHORTCUTS } from './video-keys';

/** 'Keyboard shortcuts': a popover listing the review player's keys. */
export function ShortcutsHelp() {
  return (
    <Popover position="top-end" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" c="gray.0" aria-label="Keyboard shortcuts">
          <IconKeyboard size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Keyboard shortcuts
        </Text>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {VIDEO_SHORTCUTS.map(({ keys, does }) => (
              <Table.Tr key={does}>
                <Table.Th scope="row" fw={400}>
                  <Group gap={4} wrap="nowrap">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && (
                          <Text span size="xs">
                            {' or '}
                          </Text>
                        )}
                        <Kbd size="xs">{key}</Kbd>
                      </Fragment>
                    ))}
                  </Group>
                </Table.Th>
                <Table.Td>{does}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
