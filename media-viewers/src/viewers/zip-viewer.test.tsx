import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZIP_NOT_LISTED_MESSAGE } from '@portal/shared';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import ZipViewer from './zip-viewer';

const zip = mediaOf({ id: 12, mediaType: 'Zip', title: 'Deliverables' });
const entry = (name: string, size: number) => ({
  name,
  size,
  compressedSize: size,
  modified: '2026-11-20T02:00:00.000Z',
  isDirectory: false,
});

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('lists the entries by name, and sorts by a column when its header is pressed', async () => {
  stubFetch({
    'GET /api/media/12/entries': () =>
      json(200, {
        entries: [entry('b.jpg', 2_500_000), entry('README.txt', 412), entry('a.pdf', 150_000)],
        totalEntries: 1200,
      }),
  });
  renderWithPortal(<ZipViewer media={zip} />);
  await screen.findByRole('table', { name: 'Contents of Deliverables.bin' });
  expect(names()).toEqual(['a.pdf', 'b.jpg', 'README.txt']);
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await userEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(names()).toEqual(['README.txt', 'b.jpg', 'a.pdf']);
  await userEvent.click(screen.getByRole('button', { name: 'Size' }));
  expect(names()).toEqual(['README.txt', 'a.pdf', 'b.jpg']);
  expect(screen.getByText('2.4 MB')).toBeInTheDocument();
  expect(screen.getByText('Showing 3 of 1,200 entries.')).toBeInTheDocument();
});

it("shows the API's reason when the archive cannot be listed, and a linked zip's", async () => {
  stubFetch({
    'GET /api/media/12/entries': () =>
      json(422, { message: 'The archive could not be read: it may be damaged.', errors: {} }),
  });
  renderWithPortal(<ZipViewer media={zip} />);
  expect(
    await screen.findByText('The archive could not be read: it may be damaged.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download zip' })).toBeInTheDocument();
});

it('does not ask to list a linked zip', () => {
  renderWithPortal(<ZipViewer media={{ ...zip, linked: true }} />);
  expect(screen.getByText(ZIP_NOT_LISTED_MESSAGE)).toBeInTheDocument();
});

it('in review, pins the comment being written to an entry and chooses an entry’s thread', async () => {
  stubFetch({
    'GET /api/media/12/entries': () =>
      json(200, { entries: [entry('README.txt', 412), entry('plan.dwg', 9000)], totalEntries: 2 }),
  });
  const changeDraft = jest.fn();
  const select = jest.fn();
  const review = bindingOf({
    markers: [
      {
        id: 40,
        number: 1,
        anchor: { kind: 'whole' as const, entry: 'plan.dwg' },
        label: 'Comment 1 by Olivia Harbour on plan.dwg',
        resolved: false,
      },
    ],
    selectedId: 40,
    select,
    changeDraft,
  });
  renderWithPortal(<ZipViewer media={zip} review={review} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Comment on README.txt' }));
  expect(changeDraft).toHaveBeenCalledWith({
    anchor: { kind: 'whole', entry: 'README.txt' },
    drawing: null,
  });
  expect(screen.queryByRole('button', { name: /comments? on README\.txt/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '1 comment on plan.dwg' }));
  expect(select).toHaveBeenCalledWith(40);
});
