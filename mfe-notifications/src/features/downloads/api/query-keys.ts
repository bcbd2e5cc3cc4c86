/** Query keys of the downloads page (a delete reloads the lists, a running row reads its job). */
export const downloadKeys = {
  /** Every length of the list ('Show more' asks for a longer one). */
  lists: ['download-jobs', 'list'] as const,
  list: (limit: number) => ['download-jobs', 'list', { limit }] as const,
  job: (id: number) => ['download-jobs', 'job', id] as const,
};
