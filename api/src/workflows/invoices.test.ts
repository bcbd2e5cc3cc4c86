import { RECEIPT_STATUS as S } from '@portal/contract';
import {
  ADA,
  CASEY,
  NOAH,
  OLIVIA,
  pdfText,
  withWorkflowApp,
  type TestRecord,
} from '../test/workflows-support.js';
import { RECEIPT_NOT_READY } from './document-routes.js';

const api = withWorkflowApp();
const { signedIn, list, create, move } = api;

const invoicesOf = async (email: string) =>
  ((await list(await signedIn(email), 'invoices')).json() as { items: TestRecord[] }).items;

/** The PDF answer of a document route, checked as a download. */
async function pdf(email: string, uri: string, fileName: string) {
  const answer = await (await signedIn(email)).request('GET', uri);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(answer.rawPayload);
}

it('shows the client the issued and the paid invoices, with their documents, and no moves', async () => {
  const seen = await invoicesOf(OLIVIA);
  expect(seen.map((item) => [item.reference, item.status])).toEqual([
    ['INV-0002', S.IssuedToClient],
    ['INV-0001', S.ReceiptReceived],
  ]);
  const [issued, paid] = seen as [TestRecord, TestRecord];
  expect(issued).toMatchObject({ moves: [], canEdit: false, amountCents: 925_000, gst: true });
  expect(issued.issuedDate).toEqual(expect.any(String));
  expect(issued.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(issued.documents).toEqual([
    { fileName: 'INV-0002.pdf', fileUri: `/api/invoices/${issued.id}/document` },
  ]);
  expect(paid.documents.map((document) => document.fileName)).toEqual([
    'INV-0001.pdf',
    'INV-0001 receipt.pdf',
  ]);
  expect(paid.paidDate).toEqual(expect.any(String));
  // Invoices are the studio's to move: the client has no right there at all.
  expect(
    (await move(await signedIn(OLIVIA), 'invoices', issued.id, S.ReceiptReceived)).statusCode,
  ).toBe(403);
  expect((await invoicesOf(ADA)).map((item) => item.status)).toEqual([
    S.IssuedToClient,
    S.ReceiptReceived,
    S.Draft,
  ]);
});

it('serves the tax invoice and the receipt as PDFs with the amounts incl. GST', async () => {
  const issued = await api.idOf('invoices', 'Animation and stills: deposit');
  const invoice = await pdf(CASEY, `/api/invoices/${issued}/document`, 'INV-0002.pdf');
  expect(invoice).toContain('Tax invoice');
  expect(invoice).toContain('Lumen Visualisation Studio');
  expect(invoice).toContain('Harbour & Co Architects');
  expect(invoice).toContain('$9,250.00');
  expect(invoice).toContain('$925.00');
  expect(invoice).toContain('$10,175.00');
  expect(invoice).toContain('Due date');

  const paid = await api.idOf('invoices', 'Concept renders');
  const receipt = await pdf(CASEY, `/api/invoices/${paid}/receipt`, 'INV-0001 receipt.pdf');
  expect(receipt).toContain('Receipt');
  expect(receipt).toContain('$7,095.00');
  const early = await (await signedIn(ADA)).request('GET', `/api/invoices/${issued}/receipt`);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(RECEIPT_NOT_READY);

  const draft = await api.idOf('invoices', 'Animation and stills: balance');
  expect(
    (await (await signedIn(CASEY)).request('GET', `/api/invoices/${draft}/document`)).statusCode,
  ).toBe(404);
  expect(await pdf(NOAH, `/api/invoices/${draft}/document`, 'INV-0003.pdf')).toContain(
    'Not issued yet',
  );
});

it('serves the estimate, and the actual once issued', async () => {
  const estimate = await api.idOf('estimates', 'Animation and stills');
  const text = await pdf(OLIVIA, `/api/estimates/${estimate}/document`, 'EST-0002.pdf');
  expect(text).toContain('Estimate');
  expect(text).toContain('$18,500.00');
  expect(text).toContain('$20,350.00');
  const actual = await api.idOf('estimates', 'Concept renders');
  const actualText = await pdf(OLIVIA, `/api/estimates/${actual}/document`, 'EST-0001.pdf');
  expect(actualText).toContain('Actual');
  expect(actualText).toContain('$7,095.00');
});

it('takes an invoice from draft to paid: issue and payment dated, the receipt offered', async () => {
  const ada = await signedIn(ADA);
  const created = await create(ada, 'invoices', {
    title: 'Stills',
    amountCents: 100_000,
    dueDate: '2027-02-01',
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as TestRecord).id;
  expect(created.json()).toMatchObject({ reference: `INV-${String(id).padStart(4, '0')}` });
  for (const to of [S.Processing, S.Validated, S.ReadyForApproval, S.PMApproved]) {
    expect((await move(ada, 'invoices', id, to)).statusCode).toBe(200);
  }
  expect(
    (await ada.request('PUT', `/api/invoices/${id}`, { title: 'X', amountCents: 1 })).statusCode,
  ).toBe(409);
  const issued = (await move(ada, 'invoices', id, S.IssuedToClient)).json() as TestRecord;
  expect(issued.issuedDate).toEqual(expect.any(String));
  expect(issued.paidDate).toBeNull();
  const paid = (await move(ada, 'invoices', id, S.ReceiptReceived)).json() as TestRecord;
  expect(paid.paidDate).toEqual(expect.any(String));
  expect(paid.documents).toHaveLength(2);
  expect(paid.moves).toEqual([]);
  const badDate = await create(ada, 'invoices', { title: 'X', amountCents: 1, dueDate: '1 Feb' });
  expect(badDate.json().errors).toHaveProperty('DueDate');
});
