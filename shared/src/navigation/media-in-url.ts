import { useSearchParams } from 'react-router-dom';

/**
 * The open medium and the thread chosen in its review, kept in the page's URL
 * (`?media=12&comment=40`, the links of notifications and e-mails): a link opens them, Back
 * closes the medium. Choosing a thread is a step within the open medium, not a page of history;
 * closing the medium or moving on leaves its thread behind.
 */
export function useMediaInUrl() {
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('media')) || null;
  const commentId = Number(search.get('comment')) || null;
  const setOpenId = (id: number | null) =>
    setSearch(
      (params) => {
        if (id === null) params.delete('media');
        else params.set('media', String(id));
        if (id !== openId) params.delete('comment');
        return params;
      },
      { replace: openId !== null && id !== null },
    );
  const setCommentId = (id: number | null) =>
    setSearch(
      (params) => {
        if (id === null) params.delete('comment');
        else params.set('comment', String(id));
        return params;
      },
      { replace: true },
    );
  return { openId, commentId, setOpenId, setCommentId };
}
