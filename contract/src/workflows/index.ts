// The workflows of spec point 4: estimates and actuals, questions to the client, invoices and
// receipts (statuses, moves, records, money, endpoints).
export * from './endpoints.ts';
export * from './kinds.ts';
export * from './money.ts';
export * from './records.ts';
export * from './statuses.ts';
export * from './transitions.ts';
