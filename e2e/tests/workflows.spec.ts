import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAdmin, signInAs } from '../support/admin-api';
import { serious } from '../support/axe';

// Estimates, questions and invoices between the studio and its client, each person in their own
// browser: the studio prepares and issues through the API (its buttons are covered by the unit
// tests), the client decides on the page, and each side sees the other's move without reloading.
test.describe.configure({ timeout: 120_000 });

/** Every status label spec point 4 hides from a client (the three tables' hidden statuses). */
const HIDDEN_LABELS = [
  'Draft',
  'Est. Ready',
  'Est. Rejected',
  'In Progress',
  'Work Complete',
  'Act. Ready',
  'Act. Rejected',
  'Invoiced',
  'Cancelled',
  'Ready For Review',
  'Validated',
  'PM Approved',
  'Processing',
  'No Receipt',
  'PM Confirmed',
  'Ready For Approval',
  'Unofficially Issued',
];

type Studio = Awaited<ReturnType<typeof signInAdmin>>;

/** A new project of Harbour & Co's, so each journey starts from nothing. */
async function newHarbourProject(ada: Studio, name: string) {
  const clients = (await (await ada.get('/api/projects/clients')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const clientId = clients.find((client) => client.name === 'Harbour & Co Architects')!.id;
  const created = await ada.post('/api/projects', { name, clientId, visibility: 3 });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Creates a record as the studio and moves it through the given statuses. */
async function prepare(
  ada: Studio,
  path: string,
  projectId: number,
  body: object,
  moves: Array<number | [number, string]>,
) {
  const created = await ada.post(`/api/projects/${projectId}/${path}`, body);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const move of moves) {
    const [to, message] = Array.isArray(move) ? move : [move, ''];
    const moved = await ada.post(`/api/${path}/${id}/moves`, { to, message });
    expect(moved.status(), `move of ${path}/${id} to ${to}`).toBe(200);
  }
  return id;
}

/** The client's tab shows no status a client must not see. */
async function expectNoHiddenLabel(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  const text = await panel.innerText();
  expect(HIDDEN_LABELS.filter((label) => text.includes(label))).toEqual([]);
}

async function openTab(browser: Browser, email: string, projectId: number, tab: string) {
  const person = await signInAs(browser, email);
  await person.page.goto(`/projects/${projectId}`);
  await person.page.getByRole('tab', { name: tab }).click();
  await expect(person.page).toHaveURL(new RegExp(`/projects/${projectId}/`));
  return person;
}

test('a client approves an issued estimate and the studio sees it approved, live', async ({
  browser,
}) => {
  const stamp = Date.now();
  const ada = await signInAdmin(browser);
  const projectId = await newHarbourProject(ada, `Ferry Terminal ${stamp}`);
  // 1 Est. Ready, 2 Est. Issued; the draft stays the studio's.
  await prepare(
    ada,
    'estimates',
    projectId,
    { title: 'Animation and stills', estimateCents: 1_850_000, gst: true },
    [1, 2],
  );
  await prepare(
    ada,
    'estimates',
    projectId,
    { title: 'Night renders', estimateCents: 400_000 },
    [],
  );

  await ada.page.goto(`/projects/${projectId}/estimates`);
  const studioCard = ada.page.getByRole('article', { name: 'Animation and stills' });
  await expect(studioCard.getByText('Est. Issued', { exact: true })).toBeVisible();
  await expect(ada.page.getByRole('article', { name: 'Night renders' })).toContainText('Draft');

  const olivia = await openTab(browser, 'olivia@harbourco.example.com', projectId, 'Estimates');
  const card = olivia.page.getByRole('article', { name: 'Animation and stills' });
  await expect(card.getByText('Est. Issued', { exact: true })).toBeVisible();
  await expect(card).toContainText('$20,350.00');
  await expect(olivia.page.getByRole('article', { name: 'Night renders' })).toHaveCount(0);
  await expectNoHiddenLabel(olivia.page);
  expect(serious((await new AxeBuilder({ page: olivia.page }).analyze()).violations)).toEqual([]);

  // The estimate's document is a real PDF.
  const documentLink = card.getByRole('link', { name: /^Download EST-\d+\.pdf$/ });
  const pdf = await olivia.page.request.get((await documentLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await card.getByRole('button', { name: /^Approve estimate:/ }).click();
  const confirm = olivia.page.getByRole('dialog', { name: /^Approve estimate:/ });
  expect(serious((await new AxeBuilder({ page: olivia.page }).analyze()).violations)).toEqual([]);
  await confirm.getByRole('button', { name: 'Approve estimate' }).click();
  await expect(card.getByText('Est. Approved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Approve estimate:/ })).toHaveCount(0);

  // The studio's page, not reloaded, follows; the studio starts the work, which the client's
  // list no longer shows (In Progress is hidden from clients until the actual is issued).
  await expect(studioCard.getByText('Est. Approved', { exact: true })).toBeVisible();
  await studioCard.getByRole('button', { name: /^Start work:/ }).click();
  await expect(studioCard.getByText('In Progress', { exact: true })).toBeVisible();
  await olivia.page.reload();
  await expect(olivia.page.getByText(/No estimates for you to see yet/)).toBeVisible();
  await expectNoHiddenLabel(olivia.page);
});

test('a client answers a question and asks for clarification on another', async ({ browser }) => {
  const stamp = Date.now();
  const ada = await signInAdmin(browser);
  const projectId = await newHarbourProject(ada, `Library Extension ${stamp}`);
  // The studio asks one question on the page: written as a draft, then sent.
  await ada.page.goto(`/projects/${projectId}/queries`);
  await ada.page.getByRole('button', { name: 'New question' }).click();
  const form = ada.page.getByRole('dialog', { name: 'New question' });
  await form.getByRole('textbox', { name: 'Subject' }).fill('Facade material');
  await form
    .getByRole('textbox', { name: 'Question' })
    .fill('Timber or zinc for the north elevation?');
  await form.getByRole('button', { name: 'Create question' }).click();
  const draft = ada.page.getByRole('article', { name: 'Facade material' });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await draft.getByRole('button', { name: /^Send to client:/ }).click();
  await expect(draft.getByText('Sent', { exact: true })).toBeVisible();
  // 1 Sent.
  await prepare(
    ada,
    'queries',
    projectId,
    { title: 'Opening hours', question: 'Should the renders show the building at night?' },
    [1],
  );
  await prepare(ada, 'queries', projectId, { title: 'Landscaping', question: 'Trees?' }, []);

  const casey = await openTab(browser, 'client@example.com', projectId, 'Questions');
  const facade = casey.page.getByRole('article', { name: 'Facade material' });
  await expect(facade.getByText('Sent', { exact: true })).toBeVisible();
  await expect(casey.page.getByRole('article', { name: 'Landscaping' })).toHaveCount(0);
  await expectNoHiddenLabel(casey.page);

  await facade.getByRole('button', { name: /^Answer:/ }).click();
  const answer = casey.page.getByRole('dialog', { name: /^Answer:/ });
  await answer.getByRole('textbox', { name: 'Your answer' }).fill('Zinc, pre-weathered.');
  expect(serious((await new AxeBuilder({ page: casey.page }).analyze()).violations)).toEqual([]);
  await answer.getByRole('button', { name: 'Answer' }).click();
  await expect(facade.getByText('Answered', { exact: true })).toBeVisible();
  // The answer stands under the question on the card, not only in the folded history (walk D30).
  await expect(facade.getByLabel('Answer')).toContainText('Zinc, pre-weathered.');
  await expect(facade.getByLabel('Answer')).toBeVisible();

  const hours = casey.page.getByRole('article', { name: 'Opening hours' });
  await hours.getByRole('button', { name: /^Ask for clarification:/ }).click();
  const clarify = casey.page.getByRole('dialog', { name: /^Ask for clarification:/ });
  await clarify
    .getByRole('textbox', { name: 'What needs clarifying?' })
    .fill('Night as in dusk, or fully dark?');
  await clarify.getByRole('button', { name: 'Ask for clarification' }).click();
  await expect(hours.getByText('Needs Clarification', { exact: true })).toBeVisible();
  await expectNoHiddenLabel(casey.page);

  // The studio sees both, with what the client wrote.
  await ada.page.goto(`/projects/${projectId}/queries`);
  const studioHours = ada.page.getByRole('article', { name: 'Opening hours' });
  await expect(studioHours.getByText('Needs Clarification', { exact: true })).toBeVisible();
  await expect(studioHours).toContainText('Night as in dusk, or fully dark?');
  await expect(studioHours.getByRole('button', { name: /^Send clarification:/ })).toBeVisible();
});

test('a client sees an invoice issued to them, then its receipt, and never a hidden one', async ({
  browser,
}) => {
  const stamp = Date.now();
  const ada = await signInAdmin(browser);
  const projectId = await newHarbourProject(ada, `Marina Walk ${stamp}`);
  // 6 Processing, 1 Validated, 9 Ready For Approval, 2 PM Approved, 3 Issued To Client.
  const invoiceId = await prepare(
    ada,
    'invoices',
    projectId,
    { title: 'Stage 1: animation', amountCents: 925_000, gst: true, dueDate: '2026-12-31' },
    [6, 1, 9, 2, 3],
  );
  await prepare(ada, 'invoices', projectId, { title: 'Stage 2', amountCents: 500_000 }, [6, 1]);

  const casey = await openTab(browser, 'client@example.com', projectId, 'Invoices');
  const invoice = casey.page.getByRole('article', { name: 'Stage 1: animation' });
  await expect(invoice.getByText('Issued To Client', { exact: true })).toBeVisible();
  await expect(invoice).toContainText('$10,175.00');
  await expect(invoice).toContainText('Due 31 Dec 2026');
  await expect(casey.page.getByRole('article', { name: 'Stage 2' })).toHaveCount(0);
  await expect(invoice.getByRole('link', { name: /receipt/i })).toHaveCount(0);
  await expectNoHiddenLabel(casey.page);
  expect(serious((await new AxeBuilder({ page: casey.page }).analyze()).violations)).toEqual([]);

  // The studio records the payment; the client's page, not reloaded, shows the receipt.
  expect((await ada.post(`/api/invoices/${invoiceId}/moves`, { to: 4 })).status()).toBe(200);
  await expect(invoice.getByText('Receipt Received', { exact: true })).toBeVisible();
  const receiptLink = invoice.getByRole('link', { name: /receipt\.pdf$/ });
  await expect(receiptLink).toBeVisible();
  const receipt = await casey.page.request.get((await receiptLink.getAttribute('href'))!);
  expect(receipt.status()).toBe(200);
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoHiddenLabel(casey.page);
  // A hidden invoice is not there for the client, even asked for directly.
  const hidden = await casey.page.request.get(`/api/projects/${projectId}/invoices`);
  const titles = ((await hidden.json()) as { items: Array<{ title: string }> }).items.map(
    (item) => item.title,
  );
  expect(titles).toEqual(['Stage 1: animation']);
});
