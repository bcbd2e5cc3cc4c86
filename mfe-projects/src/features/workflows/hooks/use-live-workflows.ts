import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from 'valibot';
import { liveNotificationBus, ProjectDataSchema } from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Refetches a project's workflow lists when a live notification about one of its estimates,
 * questions or invoices arrives (the other side approved, answered or issued something), so the
 * page changes while the person watches.
 */
export function useLiveWorkflows(projectId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveNotificationBus.subscribe((notification) => {
        if (notification.type !== 'ProjectUpdate' || !notification.data) return;
        let data: unknown;
        try {
          data = JSON.parse(notification.data);
        } catch {
          return;
        }
        const parsed = v.safeParse(ProjectDataSchema, data);
        if (!parsed.success || parsed.output.projectId !== projectId || !parsed.output.workflow)
          return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.workflows(projectId) });
      }),
    [projectId, queryClient],
  );
}
