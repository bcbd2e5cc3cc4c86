import {
  REVIEW_STATE_LABELS,
  STUDIO_TIME_ZONE,
  timecodeOfFrame,
  type ReviewOutcome,
  type ReviewState,
  type ReviewThread,
} from '@portal/contract';
import { framesOf, rateOf, startFrameOf, type ReviewExport } from './export-model.js';

// The words of the review report: dates, where each thread is pinned, the review's state. A
// place reads as the viewers name it (`media-viewers/src/review/place-label.ts`), with the
// timecode counted from the file's own start timecode, as an editor's timeline shows it.

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: STUDIO_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant as the studio reads it: "2 Mar 2026, 8:00 pm AEDT" (Sydney time); '' when not one. */
export function reportDate(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** What each recorded decision is called (as the viewers' history calls it). */
export const OUTCOME_LABELS = {
  Approved: 'Approved',
  ChangesRequested: 'Changes requested',
  Withdrawn: 'Decision withdrawn',
} as const satisfies Record<ReviewOutcome, string>;

/** The state each recorded decision leaves (a withdrawal: awaiting review again). */
const STATE_AFTER_OUTCOME: Record<ReviewOutcome, ReviewState> = {
  Approved: 'Approved',
  ChangesRequested: 'ChangesRequested',
  Withdrawn: 'Pending',
};

/**
 * The review's state, as the portal tells it: the latest decision on the version exported (all
 * versions: the newest version the export knows of), "Awaiting review" without one.
 */
export function reviewState({ medium, threads, decisions }: ReviewExport) {
  const version =
    medium.version ??
    Math.max(1, ...decisions.map((d) => d.version), ...threads.map((t) => t.version));
  const latest = decisions.find((decision) => decision.version === version);
  return {
    version,
    label: REVIEW_STATE_LABELS[latest ? STATE_AFTER_OUTCOME[latest.outcome] : 'Pending'],
  };
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
const degrees = (radians: number) => `${Math.round((radians * 180) / Math.PI) || 0}°`;
const number = (value: number, digits: number) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Where a thread is pinned: "At 01:00:03:12", "From 01:00:03:12 to 01:00:05:00" (its last
 * frame), "Page 2, at 40% across, 18% down", "At yaw 35°, pitch -10°, zoom 50", a position, or
 * "Whole medium" (a zip's entry by name).
 */
export function placeOf(thread: ReviewThread, medium: ReviewExport['medium']) {
  const { anchor } = thread;
  const start = startFrameOf(medium);
  const timecode = (frame: number) => timecodeOfFrame(start + frame, rateOf(medium));
  const frames = framesOf(thread, medium);
  switch (anchor.kind) {
    case 'time':
      return frames!.out === null
        ? `At ${timecode(frames!.in)}`
        : `From ${timecode(frames!.in)} to ${timecode(frames!.out)}`;
    case 'point': {
      const at =
        anchor.width && anchor.height
          ? `area from ${percent(anchor.x)} across, ${percent(anchor.y)} down, ${percent(anchor.width)} wide and ${percent(anchor.height)} high`
          : `at ${percent(anchor.x)} across, ${percent(anchor.y)} down`;
      return anchor.page === null
        ? at.charAt(0).toUpperCase() + at.slice(1)
        : `Page ${anchor.page.toLocaleString('en-AU')}, ${at}`;
    }
    case 'view': {
      const view = `yaw ${degrees(anchor.yaw)}, pitch ${degrees(anchor.pitch)}, zoom ${Math.round(anchor.zoom)}`;
      return frames ? `At ${timecode(frames.in)}, ${view}` : `At ${view}`;
    }
    case 'position':
      return `At ${number(anchor.longitude, 5)}° longitude, ${number(anchor.latitude, 5)}° latitude, ${number(anchor.height, 1)} m high`;
    case 'whole':
      return anchor.entry ? `On ${anchor.entry}` : 'Whole medium';
  }
}

/**
 * Text in the report's font: pdfkit's built-in Helvetica writes Windows-1252 (WinAnsi) only, so
 * every other character would come out as the bytes of its code. Spaces become plain spaces, a
 * minus sign a hyphen, anything else outside it a question mark.
 */
export function inReportFont(text: string) {
  return text.replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) => {
    if (/\s/u.test(char)) return ' ';
    if (char === '−') return '-';
    return WIN_ANSI_EXTRAS.has(char) ? char : '?';
  });
}

/** The characters of Windows-1252 beyond Latin-1 (its 0x80–0x9f), which pdfkit maps. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
