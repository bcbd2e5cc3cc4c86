import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authModalStore } from '@portal/shared';
import { renderWithPortal, signIn, signOutLocally } from '@portal/shared/testing';
import { LandingPage } from './landing-page';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

const page = (
  <Routes>
    <Route path="/" element={<LandingPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify([
          { id: 1, url: '/api/media/1/file', title: 'Tower', projectId: 2, postId: 3 },
        ]),
      ),
    ),
  );
});
afterEach(() => {
  authModalStore.setState({ modal: null, returnUrl: null });
  jest.useRealTimers();
});

it('shows the title, the subtitle and Get Started, which opens the login modal', async () => {
  signOutLocally();
  renderWithPortal(page);
  expect(screen.getByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeInTheDocument();
  expect(screen.getByText('Visualisation and Content Portal')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  expect(authModalStore.getState().modal).toBe('login');
});

it('opens the login modal about 100 ms after load with ?showLogin=true', () => {
  jest.useFakeTimers();
  signOutLocally();
  renderWithPortal(page, '/?showLogin=true');
  act(() => jest.advanceTimersByTime(99));
  expect(authModalStore.getState().modal).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(authModalStore.getState().modal).toBe('login');
});

it('sends a signed-in user on to /projects', () => {
  signIn();
  renderWithPortal(page);
  expect(screen.getByText('At /projects')).toBeInTheDocument();
});

it('sends a signed-in user to /prototype with ?prototype=true', () => {
  signIn();
  renderWithPortal(page, '/?prototype=true');
  expect(screen.getByText('At /prototype')).toBeInTheDocument();
});

it('moves on by itself once the visitor becomes signed in', () => {
  signOutLocally();
  renderWithPortal(page);
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  act(() => signIn());
  expect(screen.getByText('At /projects')).toBeInTheDocument();
});
