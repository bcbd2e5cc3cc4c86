import { Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ClientLogo } from './client-logo';
import { HeaderEntries } from './header-entries';

/** The main layout's header: client logo, menu entries, and the mobile menu overlay. */
export function AppHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <ClientLogo />
      <Group visibleFrom="md" gap="sm" wrap="nowrap">
        <HeaderEntries layout="bar" />
      </Group>
      <Burger
        hiddenFrom="md"
        opened={menuOpened}
        onClick={menu.toggle}
        aria-label={menuOpened ? 'Close menu' : 'Open menu'}
      />
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close the menu' }}
        position="right"
        size="xs"
        hiddenFrom="md"
      >
        <HeaderEntries layout="menu" onNavigate={menu.close} />
      </Drawer>
    </Group>
  );
}
