import {
  BADGE_STYLES,
  ESTIMATE_STATUSES,
  QUERY_STATUSES,
  RECEIPT_STATUSES,
  statusBadge,
  visibleStatuses,
} from './status-badges';

const labels = (statuses: Parameters<typeof visibleStatuses>[0]) =>
  visibleStatuses(statuses).map((s) => s.label);

it('shows only the four issued/approved estimate statuses, in the spec order', () => {
  expect(labels(ESTIMATE_STATUSES)).toEqual([
    'Est. Issued',
    'Est. Approved',
    'Act. Issued',
    'Act. Approved',
  ]);
  expect(statusBadge(ESTIMATE_STATUSES, 8).label).toBe('Act. Ready');
  expect(statusBadge(ESTIMATE_STATUSES, 5)).toMatchObject({ label: 'Status 5', hidden: true });
});

it('shows the query statuses in the spec order and hides Draft, Cancelled and Ready For Review', () => {
  expect(labels(QUERY_STATUSES)).toEqual([
    'Sent',
    'Answered',
    'Needs Clarification',
    'Clarification Requested',
    'Fully Answered',
    'Closed',
  ]);
  expect(QUERY_STATUSES.filter((s) => s.hidden).map((s) => s.name)).toEqual([
    'Draft',
    'Cancelled',
    'ReadyForReview',
  ]);
});

it('shows only Issued To Client and Receipt Received of the receipt statuses', () => {
  expect(labels(RECEIPT_STATUSES)).toEqual(['Issued To Client', 'Receipt Received']);
  expect(RECEIPT_STATUSES).toHaveLength(11);
});

it('gives every status a style from the badge style set, with the custom ones', () => {
  for (const status of [...ESTIMATE_STATUSES, ...QUERY_STATUSES, ...RECEIPT_STATUSES]) {
    expect(BADGE_STYLES[status.styleClass]).toBeDefined();
  }
  expect(statusBadge(ESTIMATE_STATUSES, 6).styleClass).toBe('in-progress');
  expect(statusBadge(RECEIPT_STATUSES, 7).styleClass).toBe('no-receipt');
  expect(statusBadge(RECEIPT_STATUSES, 8).styleClass).toBe('pm-confirmed');
  expect(statusBadge(RECEIPT_STATUSES, 9).styleClass).toBe('ready-for-approval');
});
