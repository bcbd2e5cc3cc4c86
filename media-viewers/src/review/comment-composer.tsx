import { Button, Group, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { FormErrors, takesDrawing } from '@portal/shared';
import { usePostComment } from './api/post-comment';
import { AttachmentPicker, PostNote } from './attachment-picker';
import type { DraftPinState } from './draft-pin';
import { DrawingToolbar } from './drawing-toolbar';
import { commentFailure, type CommentFailure } from './failures';
import { MentionTextarea } from './mention-textarea';
import { PinControls } from './pin-controls';
import { useReviewMedium } from './review-context';
import { useAttachments } from './use-attachments';
import { useCommentText } from './use-comment-text';

/**
 * A new thread: starting it (focusing the field or "Comment here") pins it where the person is
 * in the viewer; the pin can be taken again, made the whole medium or a range; a point of an image
 * or a PDF page, a video's moment and a 360° video's view at a moment take a drawing
 * (`takesDrawing`); files attached are uploaded as they are picked, and Post waits for them.
 * Post selects the new thread; Cancel drops the draft and its files.
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
  const files = useAttachments();
  const noteId = useId();
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const { draft } = pin;

  const reset = () => {
    words.clear();
    files.clear();
    setFailure(null);
    pin.cancel();
  };
  const submit = () => {
    const value = words.take();
    setFailure(null);
    if (!value || files.note) return;
    const anchor = draft?.anchor ?? { kind: 'whole' as const, entry: null };
    const shapes = draft?.drawing?.shapes ?? [];
    const drawable = takesDrawing(mediaType, anchor);
    post.mutate(
      {
        ...value,
        anchor,
        drawing: drawable && shapes.length > 0 ? { shapes } : null,
        // Left out when there are none, as a comment without files always was.
        ...(files.ids.length > 0 && { attachments: files.ids }),
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
        <AttachmentPicker files={files} />
        <Group gap="xs">
          <Button
            type="submit"
            size="xs"
            loading={post.isPending}
            disabled={files.note !== null}
            aria-describedby={files.note ? noteId : undefined}
          >
            Post comment
          </Button>
          {(draft || words.text || files.files.length > 0) && (
            <Button variant="subtle" size="xs" onClick={reset}>
              Cancel
            </Button>
          )}
        </Group>
        <PostNote id={noteId} note={files.note} />
      </Stack>
    </form>
  );
}
