import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search text and page of a searchable, paged list. */
export interface SearchPaging {
  /** What the search box shows. */
  search: string;
  /** Changes the search text and goes back to page 1 (the old page may not exist any more). */
  setSearch: (text: string) => void;
  /** The trimmed search text once typing pauses: what the query sends. */
  debouncedSearch: string;
  page: number;
  setPage: (page: number) => void;
}

/** State of a list with a search box and a pager: a new search starts again at page 1. */
export function useSearchPaging(): SearchPaging {
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  return { search, setSearch, debouncedSearch, page, setPage };
}
