import { Button, Group, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormErrors, takesDrawing } from '@portal/shared';
import { usePostComment } from './api/post-comment';
import type { DraftPinState } from './draft-pin';
import { DrawingToolbar } from './drawing-toolbar';
import { commentFailure, type CommentFailure } from './failures';
import { MentionTextarea } from './mention-textarea';
import { PinControls } from './pin-controls';
import { useReviewMedium } from './review-context';
import { useCommentText } from './use-comment-text';

/**
 * A new thread: starting it (focusing the field or "Comment here") pins it where the person is
 * in the viewer; the pin can be taken again, made the whole medium or a range; a point of an image
 * or a PDF page, a video's moment and a 360° video's view at a moment take a drawing
 * (`takesDrawing`). Post selects the new thread; Cancel drops the draft.
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
  const { mediaType, frameRate } = useReviewMedium();
  const post = usePostComment();
  const field = useRef<HTMLDivElement>(null);
  const words = useCommentText();
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const { draft } = pin;

  const reset = () => {
    words.clear();
    setFailure(null);
    pin.cancel();
  };
  const submit = () => {
    const value = words.take();
    setFailure(null);
    if (!value) return;
    const anchor = draft?.anchor ?? { kind: 'whole' as const, entry: null };
    const shapes = draft?.drawing?.shapes ?? [];
    const drawable = takesDrawing(mediaType, anchor);
    post.mutate(
      {
        ...value,
        anchor,
        drawing: drawable && shapes.length > 0 ? { shapes } : null,
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
        {draft && takesDrawing(mediaType, draft.anchor) && <DrawingToolbar pin={pin} />}
        <FormErrors messages={failure?.alert ?? []} />
        <div ref={field}>
          <MentionTextarea
            label="Comment"
            {...words.field}
            error={words.problem ?? failure?.field}
            onFocus={pin.start}
            onSubmit={submit}
          />
        </div>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={post.isPending}>
            Post comment
          </Button>
          {(draft || words.text) && (
            <Button variant="subtle" size="xs" onClick={reset}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
