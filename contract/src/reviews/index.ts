// Review on a medium: pinned comments, drawings, timecodes, approval decisions, due dates, their
// live events.
export * from './anchors.ts';
export * from './attachments.ts';
export * from './comments.ts';
export * from './decisions.ts';
export * from './drawing.ts';
export * from './due-dates.ts';
export * from './endpoints.ts';
export * from './export.ts';
export * from './hub.ts';
export * from './place-label.ts';
export * from './session.ts';
export * from './timecode.ts';
