import { Route, Routes } from 'react-router-dom';
import { CommentsSection } from '../features/comments/components/comments-section';
import { CopyEmbedCode } from '../features/embed-code/components/copy-embed-code';
import { DownloadPostButton } from '../features/downloads/components/download-post-button';
import { DownloadProjectButton } from '../features/downloads/components/download-project-button';
import { AddMediaButton } from '../features/media-editing/components/add-media-button';
import { MediaMenu } from '../features/media-editing/components/media-menu';
import { NewProjectButton } from '../features/new-project/components/new-project-button';
import { NewPostButton } from '../features/posts/components/new-post-button';
import { PostMenu } from '../features/posts/components/post-menu';
import { ProjectSettingsMenu } from '../features/project-settings/components/project-settings-menu';
import { ProjectPage } from '../features/projects/components/project-page';
import { ProjectsList } from '../features/projects/components/projects-list';
import { WORKFLOW_TABS } from '../features/workflows/sections';
import { ShareButton } from '../features/share-links/components/share-button';
import { UploadFilesButton } from '../features/uploads/components/upload-files-button';
import { RequestFilesButton } from '../features/upload-links/components/request-files-button';
import {
  ShareAllReceivedButton,
  ShareReceivedButton,
} from '../features/upload-links/components/share-received';
import {
  NewVersionButton,
  NewVersionHost,
  useNewVersion,
} from '../features/uploads/components/new-version';

/** /projects/*: the list and each project's page, composed from the features. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsList actions={<NewProjectButton />} />} />
      <Route
        path=":projectId/:section?"
        element={
          <NewVersionHost>
            <ProjectRoute />
          </NewVersionHost>
        }
      />
    </Routes>
  );
}

/** A project's page with every feature's controls. */
function ProjectRoute() {
  const openNewVersion = useNewVersion();
  return (
    <ProjectPage
      sections={(project) => (project.access.workflows ? WORKFLOW_TABS : [])}
      actions={(project) => (
        <>
          <DownloadProjectButton project={project} />
          <ShareButton project={project} />
          <ProjectSettingsMenu project={project} />
          <NewPostButton project={project} />
        </>
      )}
      // The project's discussion is its team's: outsiders of a Showcase project get none of it.
      footer={(project) =>
        project.reviewVisible && (
          <CommentsSection projectId={project.id} canComment={project.access.comment} />
        )
      }
      postActions={(project, post) => (
        <>
          {post.media.length > 0 && (
            <DownloadPostButton projectId={project.id} postId={post.id} postTitle={post.title} />
          )}
          <UploadFilesButton project={project} post={post} />
          <RequestFilesButton project={project} post={post} />
          <ShareAllReceivedButton project={project} post={post} />
          <AddMediaButton project={project} post={post} />
          <CopyEmbedCode project={project} post={post} />
          <PostMenu project={project} post={post} />
        </>
      )}
      mediaActions={(project, post, media) => (
        <>
          <ShareReceivedButton project={project} media={media} />
          <CopyEmbedCode project={project} post={post} media={media} />
          <MediaMenu project={project} post={post} media={media} />
        </>
      )}
      mediaViewerActions={(project, post, media) => (
        <NewVersionButton project={project} post={post} media={media} />
      )}
      onMediaFileDrop={
        openNewVersion
          ? (project, post, media, file) => openNewVersion({ project, post, media, file })
          : undefined
      }
    />
  );
}
