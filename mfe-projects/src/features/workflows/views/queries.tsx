import { Blockquote } from '@mantine/core';
import {
  callApi,
  QUERY_MOVES,
  QUERY_STATUSES,
  queryEndpoints,
  QueryRequestSchema,
  type Query,
  type QueryRequest,
} from '@portal/shared';
import { DescriptionField } from '../../../components/description-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { RecordForm } from '../components/record-form';
import type { RecordFormProps, WorkflowView } from '../workflow-view';

function QueryDetails({ record }: { record: Query }) {
  return (
    <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Question">
      {record.question}
    </Blockquote>
  );
}

function QueryForm({ record, save, onCancel }: RecordFormProps<Query, QueryRequest>) {
  const { form, failure, submitWith } = useSavingForm(
    QueryRequestSchema,
    'The question could not be saved. Please try again.',
    { defaultValues: { title: record?.title ?? '', question: record?.question ?? '' } },
  );
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      failure={failure}
      onSubmit={submitWith(save)}
      titleLabel="Subject"
      noun="question"
      editing={record !== undefined}
      onCancel={onCancel}
    >
      <DescriptionField
        label="Question"
        description="What the studio needs the client to decide or confirm. Sent when you press Send to client."
        rows={[4, 12]}
        field={form.register('question')}
        error={errors.question?.message}
      />
    </RecordForm>
  );
}

/** Questions to the client, answered (or queried back) in the portal. */
export const queriesView: WorkflowView<Query, QueryRequest> = {
  kind: 'queries',
  title: 'Questions',
  noun: 'question',
  newLabel: 'New question',
  empty: {
    studio: 'No questions yet. Ask the client one with New question.',
    client: 'The studio has no questions for you at the moment.',
  },
  statuses: QUERY_STATUSES,
  moves: QUERY_MOVES,
  historyOpen: true,
  api: {
    list: (projectId) => callApi(queryEndpoints.list, { params: { projectId } }),
    create: (projectId, body) => callApi(queryEndpoints.create, { params: { projectId }, body }),
    update: (id, body) => callApi(queryEndpoints.update, { params: { id }, body }),
    move: (id, body) => callApi(queryEndpoints.move, { params: { id }, body }),
  },
  Details: QueryDetails,
  Form: QueryForm,
};
