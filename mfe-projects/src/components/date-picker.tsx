import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState, type Ref } from 'react';
import classes from './date-picker.module.css';

// DateField's picker, with @mantine/dates, dayjs and their styles: a chunk of its own, loaded
// when a form shows a date, not with every page of projects.

dayjs.extend(customParseFormat);

/** How one may type a date: day first with or without leading zeros, or as the wire's ISO day. */
const TYPED_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];

/**
 * How far below the field the calendar opens when an error line is under it (px): clear of the
 * line (5 px gap, 12 px text), so the form's focus on the refused field does not cover why.
 */
const CLEAR_OF_ERROR = 28;

/** Names of the calendar's icon buttons (Mantine leaves its arrows unnamed). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  // The level controls keep the name they show ("December 2026"): a label in its place would
  // hide the words a speech-input user says (WCAG 2.5.3).
};

/** The ISO day of a whole date typed in one of TYPED_FORMATS, else null (still typing). */
function typedDay(text: string) {
  const day = dayjs(text.trim(), TYPED_FORMATS, 'en-au', true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/** What DateField hands its picker. */
export interface DatePickerProps {
  label: string;
  description?: string;
  error?: string;
  /** The shown and typed format, e.g. DD/MM/YYYY. */
  format: string;
  /** The first and last day offered (`YYYY-MM-DD`). */
  min: string;
  max: string;
  value: string | null;
  /** A day picked or typed (`YYYY-MM-DD`), or null once emptied. */
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * Mantine's DateInput: typed, or picked from a calendar of the days from `min` to `max`. A date
 * typed outside them is handed on too, for the form's schema to refuse under the field: the
 * picker alone would drop it without a word and the form would send the previous date.
 */
export function DatePicker({ format, min, max, onChange, inputRef, ...field }: DatePickerProps) {
  // While its calendar is open, Escape closes the calendar, not the dialog the form is in (as
  // Mantine's own dropdowns do it): the dialog would take what was written with it.
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...field}
      placeholder={format}
      locale="en-au"
      valueFormat={format}
      dateParser={typedDay}
      minDate={min}
      maxDate={max}
      clearable
      hideOutsideDates
      classNames={{ day: classes.day }}
      ariaLabels={CALENDAR_LABELS}
      clearButtonProps={{ 'aria-label': `Clear ${field.label.toLowerCase()}` }}
      popoverProps={{
        offset: field.error ? CLEAR_OF_ERROR : undefined,
        onOpen: () => setCalendarOpen(true),
        onClose: () => setCalendarOpen(false),
      }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      onChange={(value) => onChange(value || null)}
      onInput={(event) => {
        const day = typedDay(event.currentTarget.value);
        if (day !== null && (day < min || day > max)) onChange(day);
      }}
      ref={inputRef}
    />
  );
}
