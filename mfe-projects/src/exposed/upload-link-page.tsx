import { Box } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { UploadLinkPage as Page } from '../features/upload-links/components/upload-link-page';

/** /upload/:token (in the portal's layout, signed in or not). */
export default function UploadLinkPage() {
  const { token = '' } = useParams();
  return (
    <Box p="md">
      <Page token={token} />
    </Box>
  );
}
