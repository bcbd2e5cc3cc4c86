// Test helpers for every front-end package (never imported by application code).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createPortalQueryClient, PortalProviders } from '../src';

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

/** One stubbed API answer. */
export interface StubbedResponse {
  status?: number;
  body: unknown;
}

/** Answers fetch calls by URL with JSON bodies (404 for anything unknown); returns the mock. */
export function stubApi(routes: Record<string, StubbedResponse>) {
  const fetchMock = jest.fn((url: string, _init?: RequestInit) => {
    const hit = routes[url];
    const body = JSON.stringify(hit?.body ?? { message: 'Not found' });
    return Promise.resolve(new Response(body, { status: hit ? (hit.status ?? 200) : 404 }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
