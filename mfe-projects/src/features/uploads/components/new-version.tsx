import { Button, getDefaultZIndex, Modal } from '@mantine/core';
import { IconVersions } from '@tabler/icons-react';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useNestedDialog } from '@portal/media-viewers';
import type { Media, Post, ProjectDetail } from '@portal/shared';
import type { NewVersion } from './upload-panel';

// The upload dialog (and mediainfo.js behind it) loads only when someone opens it.
const UploadPanel = lazy(() =>
  import('./upload-panel').then((module) => ({ default: module.UploadPanel })),
);

/** A new version asked for: where, of which medium, and the file dropped on it, if any. */
interface Asked extends NewVersion {
  project: ProjectDetail;
  post: Post;
}

/** Opens the dialog, and whether it is open (a viewer's Escape then leaves the viewer be). */
const NewVersionContext = createContext<{ open: (asked: Asked) => void; opened: boolean } | null>(
  null,
);

/** Whether the caller may add versions to a medium: an editor's, of an uploaded file. */
export const takesVersions = (project: ProjectDetail, media: Media) =>
  project.access.editPosts && !project.archived && !media.linked;

/**
 * Holds the 'Upload new version' dialog of a project page: the medium's menu, its viewer and a
 * file dropped on its card open it (`useNewVersion`).
 */
export function NewVersionHost({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const close = () => setAsked(null);
  return (
    <NewVersionContext.Provider value={{ open: setAsked, opened: asked !== null }}>
      {children}
      <Modal
        opened={asked !== null}
        onClose={close}
        title={asked ? `Upload a new version of ${asked.media.title}` : ''}
        size="xl"
        // A click beside the dialog must not end the upload; closing it pauses it.
        closeOnClickOutside={false}
        // Opened from a medium's viewer (a dialog itself), it comes in front of it.
        zIndex={getDefaultZIndex('modal') + 1}
      >
        {asked && (
          <Suspense fallback={null}>
            <UploadPanel
              project={asked.project}
              post={asked.post}
              version={{ media: asked.media, file: asked.file }}
              onClose={close}
            />
          </Suspense>
        )}
      </Modal>
    </NewVersionContext.Provider>
  );
}

/** Opens the 'Upload new version' dialog; null outside a `NewVersionHost` (no versions there). */
export const useNewVersion = () => useContext(NewVersionContext)?.open ?? null;

/** 'Upload new version' in a medium's viewer, for those who may add one. */
export function NewVersionButton({
  project,
  post,
  media,
}: {
  project: ProjectDetail;
  post: Post;
  media: Media;
}) {
  const versions = useContext(NewVersionContext);
  // Opened from the viewer, the dialog is the viewer's nested one for Escape.
  useNestedDialog(versions?.opened ?? false);
  const open = versions?.open;
  if (!open || !takesVersions(project, media)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconVersions size={14} aria-hidden />}
      onClick={() => open({ project, post, media })}
    >
      Upload new version
    </Button>
  );
}
