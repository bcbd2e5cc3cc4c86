import { Button, Group, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormErrors, takesDrawings } from '@portal/shared';
import { usePostComment } from './api/post-comment';
import { textProblem } from './comment-text-form';
import type { DraftPinState } from './draft-pin';
import { DrawingToolbar } from './drawing-toolbar';
import { commentFailure, type CommentFailure } from './failures';
import { MentionTextarea } from './mention-textarea';
import { PinControls } from './pin-controls';
import { useReviewMedium } from './review-context';

/**
 * A new thread: starting it (focusing the field or "Comment here") pins it where the person is
 * in the viewer; the pin can be taken again, made the whole medium or a range; images and PDF
 * pages take a drawing. Post selects the new thread; Cancel drops the draft.
 */
export function CommentComposer({
  pin,
  canCapture,
  onPosted,
}: {
  pin: DraftPinState;
  canCapture: boolean;
  onPosted: (thread: { id: number }) => void;
}) {
  const { mediaType, frameRate, people } = useReviewMedium();
  const post = usePostComment();
  const field = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const { draft } = pin;

  const reset = () => {
    setText('');
    setMentions([]);
    setProblem(null);
    setFailure(null);
    pin.cancel();
  };
  const submit = () => {
    const found = textProblem(text);
    setProblem(found);
    setFailure(null);
    if (found) return;
    const anchor = draft?.anchor ?? { kind: 'whole' as const, entry: null };
    const shapes = draft?.drawing?.shapes ?? [];
    const drawable = anchor.kind === 'point' && takesDrawings(mediaType);
    post.mutate(
      {
        text: text.trim(),
        anchor,
        drawing: drawable && shapes.length > 0 ? { shapes } : null,
        mentions,
      },
      {
        onSuccess: (created) => {
          reset();
          onPosted(created);
        },
        onError: (error) => setFailure(commentFailure(error)),
      },
    );
  };

  return (
    <form
      aria-label="New comment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {!draft && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMapPin size={14} aria-hidden />}
            onClick={() => {
              pin.start();
              field.current?.querySelector('textarea')?.focus();
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            Comment here
          </Button>
        )}
        <PinControls
          pin={pin}
          mediaType={mediaType}
          frameRate={frameRate}
          canCapture={canCapture}
        />
        {draft?.anchor.kind === 'point' && takesDrawings(mediaType) && <DrawingToolbar pin={pin} />}
        <FormErrors messages={failure?.alert ?? []} />
        <div ref={field}>
          <MentionTextarea
            label="Comment"
            value={text}
            onChange={(next) => {
              setText(next);
              setProblem(null);
            }}
            mentions={mentions}
            onMentionsChange={setMentions}
            people={people}
            error={problem ?? failure?.field}
            onFocus={pin.start}
            onSubmit={submit}
          />
        </div>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={post.isPending}>
            Post comment
          </Button>
          {(draft || text) && (
            <Button variant="subtle" size="xs" onClick={reset}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
