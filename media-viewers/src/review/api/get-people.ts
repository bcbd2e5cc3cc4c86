import { useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { reviewKeys } from './review-keys';
import { useReviewTransport } from './review-transport';

/** GET /api/projects/{projectId}/people: who can be @mentioned (asked once per project). */
export const peopleQuery = (projectId: number) => ({
  queryKey: reviewKeys.people(projectId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(reviewEndpoints.people, { signal, params: { projectId } }),
  staleTime: 5 * 60_000,
});

/** The project's people, as `peopleQuery` fetches them (none without a project, nor for guests). */
export function useProjectPeople(projectId: number | undefined) {
  const { signedIn } = useReviewTransport();
  return useQuery({
    ...peopleQuery(projectId ?? 0),
    enabled: projectId !== undefined && signedIn,
  });
}
