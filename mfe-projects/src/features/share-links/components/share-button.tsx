import { Button, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { LoadError, type ProjectDetail } from '@portal/shared';
import { useShareLinks } from '../api/share-links';
import { NewLinkForm } from './new-link-form';
import { ShareLinksTable } from './share-links-table';

/** The dialog's body: the working links, then a new one. */
function ShareLinks({ project }: { project: ProjectDetail }) {
  const links = useShareLinks(project.id);
  return (
    <Stack>
      <Text size="sm">
        Anyone with a link sees what it shares, without an account, with the portal&apos;s viewers.
        Revoke a link to stop it at once.
      </Text>
      {links.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the links" />
        </Center>
      ) : links.error ? (
        <LoadError title="The links could not be loaded." onRetry={() => void links.refetch()} />
      ) : (
        <ShareLinksTable projectId={project.id} links={links.data} />
      )}
      <Divider />
      <NewLinkForm project={project} onDone={() => void links.refetch()} />
    </Stack>
  );
}

/** 'Share' beside the project's title, for its managers: its share links. */
export function ShareButton({ project }: { project: ProjectDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!project.access.manage) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={open}>
        Share
      </Button>
      <Modal opened={opened} onClose={close} title={`Share ${project.name}`} size="xl">
        {opened && <ShareLinks project={project} />}
      </Modal>
    </>
  );
}
