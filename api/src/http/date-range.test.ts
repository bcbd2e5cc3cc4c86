import { INVALID_FIELDS_MESSAGE, SHARE_MESSAGES, WORKFLOW_MESSAGES } from '@portal/contract';
import { withTestApp } from '../test/test-app.js';

// Spec point 9: a date field takes a day within ten years of today. The API parses each body with
// the contract's schema, so a day beyond is a 400 with the field's message, as the form shows it.

const api = withTestApp();

const ADA = 'admin@example.com';
const OLIVIA = 'olivia@harbourco.example.com';

/** The local calendar day `years` from today, `YYYY-MM-DD` (en-CA writes it so). */
function yearsAway(years: number) {
  const today = new Date();
  const day = new Date(today.getFullYear() + years, today.getMonth(), today.getDate());
  return day.toLocaleDateString('en-CA');
}

async function waterfront() {
  const { id } = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  return id;
}

it("refuses an invoice's due date eleven years ahead with the field's message", async () => {
  const projectId = await waterfront();
  const ada = await api.signedIn(ADA);
  const invoice = { title: 'Stage 3', amountCents: 100_000 };
  const refused = await ada.request('POST', `/api/projects/${projectId}/invoices`, {
    ...invoice,
    dueDate: yearsAway(11),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({
    message: INVALID_FIELDS_MESSAGE,
    errors: { DueDate: [WORKFLOW_MESSAGES.dateOutOfRange] },
  });
  const accepted = await ada.request('POST', `/api/projects/${projectId}/invoices`, {
    ...invoice,
    dueDate: yearsAway(9),
  });
  expect(accepted.statusCode).toBe(201);
  expect(accepted.json().dueDate).toBe(yearsAway(9));
  const changed = await ada.request('PUT', `/api/invoices/${accepted.json().id}`, {
    ...invoice,
    dueDate: yearsAway(-11),
  });
  expect(changed.statusCode).toBe(400);
  expect(changed.json().errors).toEqual({ DueDate: [WORKFLOW_MESSAGES.dateOutOfRange] });
});

it("refuses a share link's last day eleven years ahead in its rule's words", async () => {
  const projectId = await waterfront();
  const olivia = await api.signedIn(OLIVIA);
  const refused = await olivia.request('POST', `/api/projects/${projectId}/share-links`, {
    expiresOn: yearsAway(11),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual({ ExpiresOn: [SHARE_MESSAGES.expiryInvalid] });
});
