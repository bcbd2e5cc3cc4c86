import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf, previewOf } from '../testing/media';
import MediaCompare, { CANNOT_COMPARE } from './media-compare';

jest.mock('react-pdf', () => ({ pdfjs: { GlobalWorkerOptions: {} } }));

const side = (id: number, mediaType: 'Video' | 'Image' | 'Zip', label: string) => ({
  media: mediaOf({ id, mediaType, title: 'Atrium', preview: previewOf() }),
  label,
});

it('says when two items cannot be compared', () => {
  renderWithPortal(
    <MediaCompare left={side(1, 'Video', 'Before')} right={side(2, 'Image', 'After')} />,
  );
  expect(screen.getByText(CANNOT_COMPARE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
});

it('says so for types with nothing to line up, even two of them', () => {
  renderWithPortal(<MediaCompare left={side(1, 'Zip', 'v1')} right={side(2, 'Zip', 'v2')} />);
  expect(screen.getByText(CANNOT_COMPARE)).toBeInTheDocument();
});

it('loads the comparison that suits the pair', async () => {
  renderWithPortal(<MediaCompare left={side(1, 'Image', 'v1')} right={side(2, 'Image', 'v2')} />);
  expect(await screen.findByRole('radiogroup', { name: 'Comparison mode' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'v2: Atrium' })).toBeInTheDocument();
});
