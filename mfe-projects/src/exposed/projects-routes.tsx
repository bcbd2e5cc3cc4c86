import { Route, Routes } from 'react-router-dom';
import { CommentsSection } from '../features/comments/components/comments-section';
import { DownloadPostButton } from '../features/downloads/components/download-post-button';
import { NewProjectButton } from '../features/new-project/components/new-project-button';
import { NewPostButton } from '../features/posts/components/new-post-button';
import { ProjectPage } from '../features/projects/components/project-page';
import { ProjectsList } from '../features/projects/components/projects-list';

/** /projects/*: the list and each project's page. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsList actions={<NewProjectButton />} />} />
      <Route
        path=":projectId"
        element={
          <ProjectPage
            actions={(projectId) => <NewPostButton projectId={projectId} />}
            footer={(projectId) => <CommentsSection projectId={projectId} />}
            postActions={(project, post) =>
              post.media.length > 0 && (
                <DownloadPostButton
                  projectId={project.id}
                  postId={post.id}
                  postTitle={post.title}
                />
              )
            }
          />
        }
      />
    </Routes>
  );
}
