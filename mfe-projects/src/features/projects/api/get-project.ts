import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import { ProjectDetailSchema } from './schemas';

/** GET /api/projects/{id}: one project with its posts and media. */
export function useProject(projectId: string | undefined) {
  return useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => apiGet(`projects/${projectId}`, ProjectDetailSchema, { signal }),
    enabled: Boolean(projectId),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
