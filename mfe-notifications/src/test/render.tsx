import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createPortalQueryClient, PortalProviders } from '@portal/shared';

/** Renders a page at a URL inside the portal's providers, matching the given route pattern. */
export function renderAt(path: string, url: string, page: ReactElement) {
  return render(
    <PortalProviders queryClient={createPortalQueryClient()} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

/** Answers fetch calls by URL with JSON bodies (status 404 for anything unknown). */
export function stubApi(routes: Record<string, { status?: number; body: unknown }>) {
  const fetchMock = jest.fn((url: string) => {
    const hit = routes[url];
    return Promise.resolve(
      new Response(JSON.stringify(hit?.body ?? { message: 'Not found' }), {
        status: hit?.status ?? (hit ? 200 : 404),
      }),
    );
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
