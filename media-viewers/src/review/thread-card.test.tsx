import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewThread } from '@portal/shared';
import { bodiesSentTo, json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { ReviewMediumProvider } from './review-context';
import { PEOPLE, threadOf } from './testing/review-fixtures';
import { ThreadCard } from './thread-card';

function renderCard(thread: ReviewThread, canComment = true) {
  const onSelect = jest.fn();
  renderWithPortal(
    <ReviewMediumProvider mediaId={12} mediaType="Video" frameRate={25} people={PEOPLE}>
      <ThreadCard thread={thread} selected={false} canComment={canComment} onSelect={onSelect} />
    </ReviewMediumProvider>,
  );
  return { onSelect };
}

const reply = {
  ...threadOf(20),
  parentId: 1,
  text: 'On it, @Olivia Harbour',
  author: { id: 8, name: 'Sam Studio', side: 'studio' as const },
  mentions: [PEOPLE[0]!],
  editedDate: '2026-11-22T03:05:00.000Z',
  canEdit: true,
  canDelete: true,
};

it('shows replies indented with their marks, and offers only what the API allows', () => {
  renderCard(threadOf(1, { replies: [reply], hasDrawing: true }), false);
  const thread = screen.getByRole('article', { name: 'Comment 1 by Olivia Harbour' });
  expect(within(thread).getByText('Drawing')).toBeInTheDocument();
  const answer = within(thread).getByRole('article', { name: 'Reply by Sam Studio' });
  expect(within(answer).getByText('Studio')).toBeInTheDocument();
  expect(within(answer).getByText('@Olivia Harbour').tagName).toBe('STRONG');
  expect(within(answer).getByText('(edited)')).toBeInTheDocument();
  expect(within(answer).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(within(thread).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  expect(within(thread).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
});

it('replies, resolves, and selects the thread by keyboard', async () => {
  const fetchMock = stubFetch({
    'POST /api/media/12/comments': () => json(201, { ...reply, id: 21 }),
    'PUT /api/media-comments/1/resolution': () => json(200, threadOf(1)),
  });
  const { onSelect } = renderCard(threadOf(1, { canResolve: true }));
  const thread = screen.getByRole('article', { name: 'Comment 1 by Olivia Harbour' });
  await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
  const box = within(thread).getByRole('textbox', { name: 'Reply to Olivia Harbour' });
  expect(box).toHaveFocus();
  await userEvent.type(box, 'Agreed');
  await userEvent.click(within(thread).getByRole('button', { name: 'Post reply' }));
  await waitFor(() => expect(within(thread).queryByRole('textbox')).not.toBeInTheDocument());
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
    { text: 'Agreed', mentions: [], parentId: 1 },
  ]);

  await userEvent.click(within(thread).getByRole('button', { name: 'Resolve' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/media-comments/1/resolution')).toEqual([
      { resolved: true },
    ]),
  );

  within(thread)
    .getByRole('button', { name: 'Comment 1 by Olivia Harbour at 00:00:03:12' })
    .focus();
  await userEvent.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith(1);
});

it('edits and deletes an own comment, asking first', async () => {
  const own = threadOf(1, { canEdit: true, canDelete: true, hasDrawing: true });
  const fetchMock = stubFetch({
    'PUT /api/media-comments/1': () => json(200, own),
    'DELETE /api/media-comments/1': () => json(200, { success: true }),
  });
  renderCard(own);
  const thread = screen.getByRole('article', { name: 'Comment 1 by Olivia Harbour' });
  await userEvent.click(within(thread).getByRole('button', { name: 'Edit' }));
  const box = within(thread).getByRole('textbox', { name: 'Edit comment' });
  await userEvent.clear(box);
  await userEvent.type(box, 'Warmer');
  await userEvent.click(within(thread).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/media-comments/1')).toEqual([
      // The drawing is left out: it stays as it is.
      { text: 'Warmer', mentions: [] },
    ]),
  );

  await userEvent.click(await within(thread).findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/media-comments/1',
      expect.objectContaining({ method: 'DELETE' }),
    ),
  );
});
