import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  formatBytes,
  formatDateTime,
  isApiError,
  LinkStopped,
  LoadError,
  typesInWords,
  UPLOAD_LINK_MESSAGES,
  useNoIndex,
  type UploadLinkInfo,
} from '@portal/shared';
import { UploadQueue } from '../../uploads';
import { linkTransport, useUploadLinkVisit } from '../api/upload-link-visit';
import { SenderForm } from './sender-form';

/** The sender's uploader: the portal's chunked, resumable upload, through the link. */
function Sending({ token, info }: { token: string; info: UploadLinkInfo }) {
  const sender = info.sender!;
  // The limits as the page opened: each file picked counts against them from then on.
  const [link] = useState(() => ({
    allowedTypes: info.allowedTypes,
    remainingBytes: info.remainingBytes,
    transport: linkTransport(token),
  }));
  return (
    <Stack gap="sm">
      <Text size="sm">
        Sending as <strong>{sender.name}</strong> ({sender.email}).
      </Text>
      <UploadQueue
        postId={info.postId}
        requirements={info.videoRequirements}
        chunkSize={info.chunkSize}
        maxFileSize={info.maxFileSize}
        link={link}
        doneNote="Sent: the studio has been told. You may send more, or close this page."
      />
    </Stack>
  );
}

/**
 * /upload/:token: an upload link's page. Whoever holds it says who they are once, then drops
 * files into the studio's post; what a stopped link is (unknown, turned off, expired) and
 * nothing else when it does not open.
 */
export function UploadLinkPage({ token }: { token: string }) {
  useNoIndex();
  const visit = useUploadLinkVisit(token);
  if (token === '' || isApiError(visit.error, 404) || isApiError(visit.error, 400)) {
    return <LinkStopped message={UPLOAD_LINK_MESSAGES.invalid} />;
  }
  if (isApiError(visit.error, 410)) return <LinkStopped message={visit.error.message} />;
  if (visit.error) {
    return (
      <LoadError
        title="The upload link could not be opened."
        onRetry={() => void visit.refetch()}
      />
    );
  }
  if (visit.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the upload link" />
      </Center>
    );
  }
  const info = visit.data;
  return (
    <Stack gap="md" maw={860} mx="auto" py="md">
      <Stack gap={4}>
        <Title order={1}>{info.label || 'Send us your files'}</Title>
        <Text>
          Files you send here go to <strong>{info.postTitle}</strong> at the studio.
        </Text>
        <Group gap="xs" aria-label="What this link takes">
          <Badge variant="light">Takes {typesInWords(info.allowedTypes)}</Badge>
          <Badge variant="light" color={info.remainingBytes > 0 ? 'teal' : 'red'}>
            {formatBytes(info.remainingBytes)} left
          </Badge>
          {info.expiresDate && (
            <Badge variant="light" color="gray">
              Until {formatDateTime(info.expiresDate)}
            </Badge>
          )}
        </Group>
      </Stack>
      {info.remainingBytes === 0 ? (
        <Alert color="gray">{UPLOAD_LINK_MESSAGES.full}</Alert>
      ) : info.sender ? (
        <Sending token={token} info={info} />
      ) : (
        <SenderForm token={token} />
      )}
    </Stack>
  );
}
