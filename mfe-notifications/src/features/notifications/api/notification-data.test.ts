import { note } from '../../../testing/fixtures';
import { projectLinkOf } from './notification-data';

it('opens the project of a reply at its comment, and of a processed file with the file open', () => {
  const reply = note(1, {
    type: 'CommentReply',
    data: JSON.stringify({ projectId: 3, commentId: 42 }),
  });
  const processed = note(2, {
    type: 'FileProcessed',
    data: JSON.stringify({ projectId: 5, postId: 7, mediaId: 19 }),
  });
  const alert = note(3, { type: 'Alert', data: JSON.stringify({ projectId: 5 }) });
  expect([reply, processed, alert].map(projectLinkOf)).toEqual([
    '/projects/3#comment-42',
    '/projects/5?media=19',
    null,
  ]);
});
