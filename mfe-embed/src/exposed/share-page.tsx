import { Box } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { SharedLink } from '../features/share/components/shared-link';

/** /share/:token (no layout). */
export default function SharePage() {
  const { token = '' } = useParams();
  return (
    <Box p="md">
      <SharedLink token={token} />
    </Box>
  );
}
