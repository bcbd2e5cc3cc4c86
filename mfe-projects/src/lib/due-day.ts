import * as v from 'valibot';
import { DueDaySchema } from '@portal/shared';

/**
 * A form's review due day (`YYYY-MM-DD`, or null for none), checked with the contract's rules
 * (a real day, not past, within ten years) unless it is the day already stored: a post whose
 * day has passed can still be edited without choosing another.
 */
export const dueDayField = (stored: string | null) =>
  v.pipe(
    v.nullable(v.string()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === null || dataset.value === stored) return;
      const [issue] = v.safeParse(DueDaySchema, dataset.value).issues ?? [];
      if (issue) addIssue({ message: issue.message });
    }),
  );

/** What the due-date fields say under their label. */
export const DUE_DATE_HINT = 'Reviewers are reminded the day before and on the day.';
