import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { telemetry } from '@portal/shared';
import { EmbeddedPostView } from '../features/post/components/embedded-post-view';

/** /embed/project/:projectId/post/:postId and /project/:projectId/post/:postId/embed/:fileId. */
export default function EmbedPostPage() {
  const { projectId, postId, fileId } = useParams();
  useEffect(() => {
    telemetry.trackEvent('EmbedPostView', { projectId: projectId ?? '', postId: postId ?? '' });
  }, [projectId, postId]);
  return <EmbeddedPostView projectId={projectId} postId={postId} fileId={fileId} />;
}
