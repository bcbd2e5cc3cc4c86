import { screen } from '@testing-library/react';
import { renderAt, stubFetch } from '@portal/shared/testing';
import SharePage from './share-page';

it('says an unknown link is invalid or expired', async () => {
  stubFetch({});
  renderAt('/share/:token', '/share/abc', <SharePage />);
  expect(
    await screen.findByRole('heading', { name: 'This link is invalid or has expired.' }),
  ).toBeInTheDocument();
});
