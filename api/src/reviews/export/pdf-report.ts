import type { ReviewDecisionRecord, ReviewReply, ReviewThread } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { ReviewExport } from './export-model.js';
import {
  inReportFont as t,
  OUTCOME_LABELS,
  placeOf,
  reportDate,
  reviewState,
} from './report-text.js';
import { GREY, MARGIN, Page } from './report-page.js';
import type { ThreadStill } from './stills.js';

// The review report (issue 50, "Notes to the edit"): a medium's threads as an A4 PDF for
// whoever makes the changes: the title block, the decision history, then each thread with its
// place, state, author, words, still and replies. Drawn with pdfkit's built-in Helvetica, as the
// studio's other documents are (`workflows/documents.ts`): no font files.

/** The room a thread's heading, place and first lines need, kept together on a page (points). */
const THREAD_START = 90;
/** Stills asked for ahead of the thread being laid out (so a few are made at once). */
const STILLS_AHEAD = 4;

/** A thread's still, or null (the report then names its place alone). */
export type ReportStills = (thread: ReviewThread) => Promise<ThreadStill | null>;

/** The review report of `review` as PDF bytes, with each thread's still from `stills`. */
export async function toPdfReport(review: ReviewExport, stills: ReportStills): Promise<Buffer> {
  const { medium } = review;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Review report: ${medium.title}`, Author: review.exportedBy },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new Page(doc);

  titleBlock(page, review);
  decisionHistory(page, review.decisions);
  page.heading('Comments');
  if (review.threads.length === 0) page.line('No comments.', GREY);
  const stillOf = ahead(review.threads, stills, STILLS_AHEAD);
  for (const [index, thread] of review.threads.entries()) {
    await threadBlock(page, review, thread, await stillOf(index));
  }
  page.footers(`Review report: ${medium.title}`);
  doc.end();
  return done;
}

/** The medium, who it is for, where its review stands, who exported it and when. */
function titleBlock(page: Page, review: ReviewExport) {
  const { medium, threads } = review;
  const live = threads.filter((thread) => !thread.isDeleted);
  const resolved = live.filter((thread) => thread.resolved !== null).length;
  const state = reviewState(review);
  page.doc.font('Helvetica-Bold').fontSize(11).fillColor(GREY).text('Review report');
  page.doc
    .moveDown(0.3)
    .fillColor('black')
    .fontSize(22)
    .text(t(medium.title), { width: page.width });
  page.doc.moveDown(0.6).fontSize(10);
  page.particulars([
    ['File', medium.fileName],
    ['Project', medium.projectName],
    ['Client', medium.clientName],
    ['Version', medium.version === null ? 'All versions' : String(medium.version)],
    ['Review state', `${state.label} (version ${state.version})`],
    ['Comments', `${live.length - resolved} open, ${resolved} resolved`],
    ['Exported', `by ${review.exportedBy}, ${reportDate(review.exportedAt)}`],
  ]);
}

/** Every decision, newest first: outcome, who (for whom), when, on which version, why. */
function decisionHistory(page: Page, decisions: readonly ReviewDecisionRecord[]) {
  page.heading('Decisions');
  if (decisions.length === 0) page.line('No decisions yet.', GREY);
  for (const decision of decisions) {
    page.keep(40);
    const by = decision.onBehalfOf
      ? `${decision.by} on behalf of ${decision.onBehalfOf}`
      : decision.by;
    page.doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    page.doc.text(t(OUTCOME_LABELS[decision.outcome]), MARGIN, page.doc.y, {
      width: page.width,
      continued: true,
    });
    page.doc
      .font('Helvetica')
      .fillColor(GREY)
      .text(t(`  ${by}, ${reportDate(decision.date)}, version ${decision.version}`));
    if (decision.reason) page.line(decision.reason, 'black');
    page.doc.moveDown(0.4);
  }
}

/** One thread: "Comment N", its place and state, author, words, still, replies. */
async function threadBlock(
  page: Page,
  review: ReviewExport,
  thread: ReviewThread,
  still: ThreadStill | null,
) {
  const { doc } = page;
  // Its start kept together, and with its still when the words before it are short enough.
  const words = still
    ? doc.font('Helvetica').fontSize(10).heightOfString(t(thread.text), { width: page.width })
    : 0;
  const withStill = still ? THREAD_START + words + page.stillSize(still).tall : 0;
  page.keep(withStill > 0 && withStill < page.height ? withStill : THREAD_START);
  page.rule();
  doc.outline.addItem(`Comment ${thread.number}`);
  const state = thread.resolved
    ? `Resolved by ${thread.resolved.by}${thread.resolved.date ? `, ${reportDate(thread.resolved.date)}` : ''}`
    : 'Open';
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('black')
    .text(`Comment ${thread.number}`, MARGIN, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(thread.resolved ? '#2f9e44' : '#1c7ed6');
  const below = doc.y;
  doc.text(t(state), MARGIN + page.width / 3, top + 2, {
    width: (2 * page.width) / 3,
    align: 'right',
  });
  doc.y = Math.max(below, doc.y);
  const version = review.medium.version === null ? `, on version ${thread.version}` : '';
  page.line(`${placeOf(thread, review.medium)}${version}`, GREY, 10);
  comment(page, thread, 'This comment was deleted; its replies remain.');
  if (still) page.still(still);
  for (const reply of thread.replies) {
    doc.moveDown(0.3);
    comment(page, reply, 'This reply was deleted.', 18);
  }
  doc.moveDown(0.8);
}

/** Who wrote a comment and when (edited when), then its words. */
function comment(page: Page, entry: ReviewThread | ReviewReply, deleted: string, indent = 0) {
  if (entry.isDeleted || !entry.author) {
    page.line(deleted, GREY, 10, indent);
    return;
  }
  const edited = entry.editedDate ? `, edited ${reportDate(entry.editedDate)}` : '';
  const who = `${entry.author.name} (${entry.author.side}), ${reportDate(entry.createdDate)}${edited}`;
  page.line(who, GREY, 9, indent);
  page.line(entry.text, 'black', 10, indent);
}

/**
 * Each thread's still, asked for `count` threads ahead of the one being laid out, so several are
 * made while one is written; each is let go once taken.
 */
function ahead(threads: readonly ReviewThread[], stills: ReportStills, count: number) {
  const asked = new Map<number, Promise<{ still: ThreadStill | null } | { error: unknown }>>();
  const ask = (index: number) => {
    const thread = threads[index];
    if (!thread || asked.has(index)) return;
    asked.set(
      index,
      stills(thread).then(
        (still) => ({ still }),
        (error: unknown) => ({ error }),
      ),
    );
  };
  let next = 0;
  return async (index: number) => {
    for (; next <= index + count; next++) ask(next);
    const answer = await asked.get(index)!;
    asked.delete(index);
    if ('error' in answer) throw answer.error;
    return answer.still;
  };
}
