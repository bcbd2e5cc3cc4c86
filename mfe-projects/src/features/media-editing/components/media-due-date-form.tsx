import { Stack } from '@mantine/core';
import * as v from 'valibot';
import { FormErrors, studioDay, type Media, type Post } from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { FormActions } from '../../../components/form-actions';
import { DUE_DATE_HINT, dueDayField } from '../../../lib/due-day';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useSetMediaDueDate } from '../api/set-media-due-date';

/** Said when a medium's due date could not be saved for a reason no field can show. */
export const DUE_DATE_NOT_SAVED = 'The due date could not be saved. Please try again.';

const en = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' });

/** What an empty field means: the post's day, or none. */
const emptyMeans = (post: Post) =>
  post.dueOn
    ? `Leave it empty to follow the post's (${en.format(new Date(`${post.dueOn}T00:00:00Z`))}).`
    : 'Leave it empty for none.';

/** A medium's own review due day (empty: its post's applies); the API's refusals on the field. */
export function MediaDueDateForm({
  media,
  post,
  onSaved,
  onCancel,
}: {
  media: Media;
  post: Post;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const stored = media.dueOn ?? null;
  const save = useSetMediaDueDate(media.id);
  const { form, failure, submitWith } = useSavingForm(
    v.object({ dueOn: dueDayField(stored) }),
    DUE_DATE_NOT_SAVED,
    { defaultValues: { dueOn: stored } },
  );
  const submit = submitWith(async ({ dueOn }) => {
    await save.mutateAsync({ dueOn });
    onSaved();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors messages={failure} />
        <DateField
          control={form.control}
          name="dueOn"
          label="Review due"
          description={`${DUE_DATE_HINT} ${emptyMeans(post)}`}
          min={studioDay()}
        />
        <FormActions submitLabel="Save due date" busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
