import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi, projectEndpoints, SHARED_LINK_INVALID_MESSAGE } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import { EmbeddedPostView } from '../../post/components/embedded-post-view';

/** /share/:token: resolves a shared link to the post it shares. */
export function SharedLink({ token }: { token: string }) {
  const share = useQuery({
    queryKey: queryKeys.sharedLink(token),
    queryFn: ({ signal }) => callApi(projectEndpoints.sharedLink, { signal, params: { token } }),
    enabled: token !== '',
  });
  if (share.isError || token === '') {
    return (
      <Center py={64} px="md">
        <Stack align="center" ta="center">
          <Title order={1}>{SHARED_LINK_INVALID_MESSAGE}</Title>
          <Alert color="gray">Ask the person who shared it for a new link.</Alert>
          <Anchor href="/">Go to the portal</Anchor>
        </Stack>
      </Center>
    );
  }
  if (share.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the shared link" />
      </Center>
    );
  }
  return (
    <EmbeddedPostView projectId={String(share.data.projectId)} postId={String(share.data.postId)} />
  );
}
