import { useQuery } from '@tanstack/react-query';
import { callApi, reviewEndpoints } from '@portal/shared';
import { reviewKeys } from './review-keys';

/** GET /api/projects/{projectId}/people: who can be @mentioned (asked once per project). */
export function useProjectPeople(projectId: number | undefined) {
  return useQuery({
    queryKey: reviewKeys.people(projectId ?? 0),
    queryFn: ({ signal }) =>
      callApi(reviewEndpoints.people, { signal, params: { projectId: projectId! } }),
    enabled: projectId !== undefined,
    staleTime: 5 * 60_000,
  });
}
