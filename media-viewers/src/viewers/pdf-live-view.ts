import type { PresenterView } from '@portal/shared';
import type { LiveView } from '../review/session/live-view';

/** What a PDF's viewer lets its live view see and do. */
export interface PdfLive {
  /** The page shown (from 1) and its zoom (1: the page as wide as the viewer); null before the document opens. */
  view(): { page: number; zoom: number } | null;
  /** Turns to a page (kept within the document) at a zoom (the nearest step). */
  show(page: number, zoom: number): void;
}

/**
 * A PDF's side of a live session: the page and zoom. A follower turns the page and zooms only
 * when theirs differ, so following never redraws the page (nor scrolls it back) for nothing.
 */
export function pdfLiveView(pdf: PdfLive): LiveView {
  return {
    read() {
      const now = pdf.view();
      return now && { kind: 'pdf', page: now.page, zoom: now.zoom };
    },
    apply(view: PresenterView) {
      const now = pdf.view();
      if (view.kind !== 'pdf' || !now) return;
      if (now.page !== view.page || Math.abs(now.zoom - view.zoom) > 1e-6) {
        pdf.show(view.page, view.zoom);
      }
    },
    release() {},
  };
}
