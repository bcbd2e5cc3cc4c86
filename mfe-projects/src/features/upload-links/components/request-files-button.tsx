import { Button, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { LoadError, type Post, type ProjectDetail } from '@portal/shared';
import { useUploadLinks } from '../api/upload-links';
import { NewUploadLinkForm } from './new-upload-link-form';
import { UploadLinksTable } from './upload-links-table';

/** The dialog's body: the post's upload links (working ones first), then a new one. */
function UploadLinks({ post }: { post: Post }) {
  const links = useUploadLinks(post.id);
  return (
    <Stack>
      <Text size="sm">
        Anyone with an upload link can send files into this post without an account: they give their
        name and e-mail address first. Their files arrive marked as from them and wait, seen only by
        the studio, until someone who may edit the post shares them; the studio is told.
      </Text>
      {links.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the upload links" />
        </Center>
      ) : links.error ? (
        <LoadError title="The links could not be loaded." onRetry={() => void links.refetch()} />
      ) : (
        <UploadLinksTable postId={post.id} links={links.data} />
      )}
      <Divider />
      <NewUploadLinkForm postId={post.id} onDone={() => void links.refetch()} />
    </Stack>
  );
}

/** 'Request files' on a post, for the project's managers: the post's upload links. */
export function RequestFilesButton({ project, post }: { project: ProjectDetail; post: Post }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!project.access.manage) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconInbox size={14} aria-hidden />}
        onClick={open}
        aria-label={`Request files for ${post.title}`}
      >
        Request files
      </Button>
      <Modal opened={opened} onClose={close} title={`Upload links for ${post.title}`} size="xl">
        {opened && <UploadLinks post={post} />}
      </Modal>
    </>
  );
}
