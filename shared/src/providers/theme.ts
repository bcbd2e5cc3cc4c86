import { createTheme } from '@mantine/core';

/** The portal's Mantine theme, used by the host and by each remote's standalone page. */
export const portalTheme = createTheme({
  primaryColor: 'indigo',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
