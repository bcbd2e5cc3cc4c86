import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A change to a project, its posts or their media. Every project query is refreshed afterwards
 * (the page shows the change, the list its counts and updated date), and so is the interactive
 * page, which gathers media across projects.
 */
export function useProjectChange<TVariables, TResult>(
  change: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.interactive() }),
      ]),
  });
}
