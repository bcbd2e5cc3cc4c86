import type { ComponentType } from 'react';
import type {
  AvailableMove,
  FileReference,
  MoveRequest,
  StatusBadge,
  WorkflowEvent,
  WorkflowKind,
  WorkflowMove,
} from '@portal/shared';

/** What every record of the three workflows has (the contract's record entries). */
export interface WorkflowRecord {
  id: number;
  reference: string;
  title: string;
  status: number;
  updatedDate: string;
  history: WorkflowEvent[];
  moves: AvailableMove[];
  canEdit: boolean;
  documents: FileReference[];
}

/** Props of a workflow's form (new or edit). */
export interface RecordFormProps<R, B> {
  /** The record being changed; none for a new one. */
  record?: R;
  save: (body: B) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One workflow as the project page shows it: its words, its status table, its calls, and the
 * parts that differ between estimates, questions and invoices (the details and the form).
 */
export interface WorkflowView<R extends WorkflowRecord, B> {
  kind: WorkflowKind;
  /** The tab's and the section's title, e.g. 'Estimates'. */
  title: string;
  /** One record, in a sentence, e.g. 'estimate'. */
  noun: string;
  /** What a studio member presses to add one, e.g. 'New estimate'. */
  newLabel: string;
  /** Said when the list is empty: to the studio (who may create) and to the client. */
  empty: { studio: string; client: string };
  statuses: StatusBadge[];
  /** The contract's moves (to tell a client's decision, which is confirmed first). */
  moves: readonly WorkflowMove<string>[];
  /**
   * The figure a decision on a record signs off ('Total: $20,350.00 incl. GST'), restated in its
   * confirmation; none where there is no amount (questions).
   */
  amountOf?: (record: R) => string;
  api: {
    list: (projectId: number) => Promise<{ canCreate: boolean; items: R[] }>;
    create: (projectId: number, body: B) => Promise<R>;
    update: (id: number, body: B) => Promise<R>;
    move: (id: number, body: MoveRequest) => Promise<R>;
  };
  Details: ComponentType<{ record: R }>;
  Form: ComponentType<RecordFormProps<R, B>>;
}
