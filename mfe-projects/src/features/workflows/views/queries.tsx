import { Blockquote, Stack, Text } from '@mantine/core';
import {
  callApi,
  formatDateTime,
  QUERY_MOVES,
  QUERY_STATUS,
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

/** The client's latest answer to a question: the words of its last move to Answered. */
const latestAnswer = (record: Query) =>
  record.history.filter((event) => event.status === QUERY_STATUS.Answered && event.message).at(-1);

/** The question, and under it the client's latest answer, who gave it and when (walk D30). */
function QueryDetails({ record }: { record: Query }) {
  const answer = latestAnswer(record);
  return (
    <Stack gap="xs">
      <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Question">
        {record.question}
      </Blockquote>
      {answer && (
        <Blockquote p="sm" color="teal" aria-label="Answer">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {answer.message}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {answer.author}, {formatDateTime(answer.date)}
          </Text>
        </Blockquote>
      )}
    </Stack>
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
  api: {
    list: (projectId) => callApi(queryEndpoints.list, { params: { projectId } }),
    create: (projectId, body) => callApi(queryEndpoints.create, { params: { projectId }, body }),
    update: (id, body) => callApi(queryEndpoints.update, { params: { id }, body }),
    move: (id, body) => callApi(queryEndpoints.move, { params: { id }, body }),
  },
  Details: QueryDetails,
  Form: QueryForm,
};
