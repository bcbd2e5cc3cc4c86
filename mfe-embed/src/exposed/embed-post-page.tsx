import { useParams } from 'react-router-dom';
import { EmbeddedPostView } from '../features/post/components/embedded-post-view';

/** /embed/project/:projectId/post/:postId and /project/:projectId/post/:postId/embed/:fileId. */
export default function EmbedPostPage() {
  const { projectId, postId, fileId } = useParams();
  return <EmbeddedPostView projectId={projectId} postId={postId} fileId={fileId} />;
}
