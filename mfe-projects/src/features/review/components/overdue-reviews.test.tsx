import { screen, within } from '@testing-library/react';
import type { MediaReviewSummary } from '@portal/shared';
import { renderAt } from '@portal/shared/testing';
import { mediaOf, postOf, projectOf } from '../../../testing/project';
import { OverdueReviews } from './overdue-reviews';

const TODAY = '2026-12-10';
const reviewOf = (state: MediaReviewSummary['state']): MediaReviewSummary => ({
  state,
  decision: null,
  comments: 0,
  openComments: 0,
});

const project = projectOf({
  posts: [
    postOf({
      id: 1,
      title: 'Dusk renders',
      dueOn: '2026-12-03',
      media: [
        mediaOf({
          id: 11,
          title: 'Late',
          effectiveDueOn: '2026-12-03',
          review: reviewOf('Pending'),
        }),
        mediaOf({
          id: 12,
          title: 'Signed off',
          effectiveDueOn: '2026-12-03',
          review: reviewOf('Approved'),
        }),
        mediaOf({ id: 13, title: 'Due today', effectiveDueOn: TODAY, review: reviewOf('Pending') }),
      ],
    }),
    postOf({
      id: 2,
      title: 'Report',
      media: [
        mediaOf({
          id: 21,
          title: 'Asked again',
          dueOn: '2026-12-09',
          effectiveDueOn: '2026-12-09',
          review: reviewOf('ChangesRequested'),
        }),
        mediaOf({ id: 22, title: 'No day', review: reviewOf('Pending') }),
      ],
    }),
  ],
});

const render = (today: string) =>
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <OverdueReviews project={project} today={today} />,
  );

it('lists the media past their due day and still open, each linking to the medium', () => {
  render(TODAY);
  const section = screen.getByRole('region', { name: 'Overdue reviews' });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Late', 'Asked again']);
  expect(within(section).getByRole('link', { name: 'Late' })).toHaveAttribute(
    'href',
    '/projects/7?media=11',
  );
  expect(section).toHaveTextContent('Late in Dusk renders · Due 3 Dec');
  expect(section).toHaveTextContent('Asked again in Report · Due 9 Dec');
});

it('says nothing while no review is past its day', () => {
  render('2026-12-03');
  expect(screen.queryByRole('region', { name: 'Overdue reviews' })).not.toBeInTheDocument();
});
