import type { WorkflowKind } from '@portal/contract';
import { projectId, withRecordingApp } from './comments-support.js';
import type { TestBrowser } from './test-app.js';

/** The studio's admin: a studio manager (admin, so every permission). */
export const ADA = 'admin@example.com';
/** Studio staff who see every project (Client.ViewAll) but may not manage them. */
export const NOAH = 'noah@lumen.example.com';
/** Harbour & Co's ProjectAdmin: the client who approves. */
export const OLIVIA = 'olivia@harbourco.example.com';
/** A Contributor of Harbour & Co: may answer questions, not approve estimates. */
export const CASEY = 'client@example.com';
/** A showcase user, who sees Waterfront Pavilion (a Showcase project) from outside its team. */
export const SAM = 'showcase@example.com';
/** Another client's user, who sees Waterfront Pavilion only as a Showcase project. */
export const LIAM = 'liam@southerncross.example.com';

/**
 * A seeded API recording its hub frames, with the ways into the workflows the tests share:
 * the demo project's records (seed/demo-workflows.ts) and the routes of each kind.
 */
export function withWorkflowApp() {
  const api = withRecordingApp();
  const waterfront = () => projectId(api.db, 'Waterfront Pavilion');
  return Object.assign(api, {
    waterfront,
    /** The project's list of a workflow as the browser's user gets it. */
    list: async (browser: TestBrowser, kind: WorkflowKind, project?: number) =>
      browser.request('GET', `/api/projects/${project ?? (await waterfront())}/${kind}`),
    /** Creates a record on the project (Waterfront Pavilion unless told). */
    create: async (browser: TestBrowser, kind: WorkflowKind, body: object, project?: number) =>
      browser.request('POST', `/api/projects/${project ?? (await waterfront())}/${kind}`, body),
    /** Asks for a move. */
    move: (browser: TestBrowser, kind: WorkflowKind, id: number, to: number, message = '') =>
      browser.request('POST', `/api/${kind}/${id}/moves`, { to, message }),
    /** The id of a seeded record by title. */
    idOf: async (kind: WorkflowKind, title: string) =>
      (
        await api.db
          .selectFrom(kind)
          .select('id')
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).id,
  });
}

/** A record as the tests read it. */
export interface TestRecord {
  id: number;
  reference: string;
  title: string;
  status: number;
  history: { status: number; action: string; author: string; side: string; message: string }[];
  moves: { to: number; action: string; message: { label: string; required: boolean } | null }[];
  canEdit: boolean;
  documents: { fileName: string; fileUri: string }[];
  [field: string]: unknown;
}

/**
 * The text of an uncompressed pdfkit PDF, crudely: the hex strings of each TJ operator, decoded
 * (WinAnsi, read as Latin-1), one line per operator.
 */
export function pdfText(pdf: Buffer) {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
