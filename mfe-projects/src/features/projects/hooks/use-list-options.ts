import { useSearchParams } from 'react-router-dom';
import {
  PROJECT_SORT_KEYS,
  PROJECT_STATUS_FILTERS,
  PROJECT_VISIBILITIES,
  type ProjectSortKey,
  type ProjectStatusFilter,
  type ProjectVisibility,
  type SortDirection,
} from '@portal/shared';

/** How the list is sorted and filtered, as the URL says (shareable, and Back undoes it). */
export interface ListOptions {
  sort: ProjectSortKey;
  direction: SortDirection;
  visibility: ProjectVisibility | null;
  clientId: number | null;
  status: ProjectStatusFilter;
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The list's sort and filters from the URL, and a setter that writes them there. */
export function useListOptions(onChange: () => void) {
  const [params, setParams] = useSearchParams();
  const options: ListOptions = {
    sort: oneOf(PROJECT_SORT_KEYS, params.get('sort')) ?? 'updatedDate',
    direction: params.get('direction') === 'Ascending' ? 'Ascending' : 'Descending',
    visibility: oneOf(PROJECT_VISIBILITIES, Number(params.get('visibility'))),
    clientId: Number(params.get('client')) || null,
    status: oneOf(PROJECT_STATUS_FILTERS, params.get('status')) ?? 'active',
  };
  const setOptions = (changes: Partial<ListOptions>) => {
    const next = { ...options, ...changes };
    setParams(
      (current) => {
        const write = (name: string, value: string | number | null, fallback?: string) =>
          value === null || String(value) === fallback
            ? current.delete(name)
            : current.set(name, String(value));
        write('sort', next.sort, 'updatedDate');
        write('direction', next.direction, 'Descending');
        write('visibility', next.visibility);
        write('client', next.clientId);
        write('status', next.status, 'active');
        return current;
      },
      { replace: true },
    );
    // A new order or filter starts again at page 1 (the old page may not exist any more).
    onChange();
  };
  return { options, setOptions };
}
