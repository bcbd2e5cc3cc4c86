import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** Embed layout: no header and no footer, content only (pages meant for iframes). */
export function EmbedLayout() {
  return (
    <Box component="main" p="sm">
      <Outlet />
    </Box>
  );
}
