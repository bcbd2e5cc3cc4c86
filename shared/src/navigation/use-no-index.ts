import { useEffect } from 'react';

/**
 * While a shared page is open, asks search engines not to index it and the browser to send no
 * referrer (the token is in the address); the servers send the same as headers.
 */
export function useNoIndex() {
  useEffect(() => {
    const tags = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.append(meta);
      return meta;
    });
    return () => tags.forEach((meta) => meta.remove());
  }, []);
}
