import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '@portal/shared';
import { EmbeddedPostView } from '../../post/components/embedded-post-view';

/** Text shown for an unknown or expired shared link. */
export const LINK_INVALID = 'This link is invalid or has expired.';

const ShareSchema = v.object({ projectId: v.number(), postId: v.number() });

/** /share/:token: resolves a shared link to the post it shares. */
export function SharedLink({ token }: { token: string }) {
  const share = useQuery({
    queryKey: ['share', token],
    queryFn: ({ signal }) => apiGet(`share/${encodeURIComponent(token)}`, ShareSchema, { signal }),
    retry: false,
  });
  if (share.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the shared link" />
      </Center>
    );
  }
  if (share.isError) {
    return (
      <Center py={64} px="md">
        <Stack align="center" ta="center">
          <Title order={1}>{LINK_INVALID}</Title>
          <Alert color="gray">Ask the person who shared it for a new link.</Alert>
          <Anchor href="/">Go to the portal</Anchor>
        </Stack>
      </Center>
    );
  }
  return (
    <EmbeddedPostView projectId={String(share.data.projectId)} postId={String(share.data.postId)} />
  );
}
