import { useSearchParams } from 'react-router-dom';

/** The URL's search param of the 'Needs attention' filter (`?attention=1`). */
const PARAM = 'attention';

/** Whether the project page shows only the media that need attention, kept in the URL. */
export function useAttentionFilter() {
  const [search, setSearch] = useSearchParams();
  const attentionOnly = search.get(PARAM) === '1';
  const setAttentionOnly = (on: boolean) =>
    setSearch(
      (params) => {
        if (on) params.set(PARAM, '1');
        else params.delete(PARAM);
        return params;
      },
      { replace: true },
    );
  return [attentionOnly, setAttentionOnly] as const;
}
