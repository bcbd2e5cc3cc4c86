import { Group, Stack, Text } from '@mantine/core';
import {
  callApi,
  ESTIMATE_MOVES,
  ESTIMATE_STATUSES,
  estimateEndpoints,
  EstimateRequestSchema,
  statusBadge,
  type Estimate,
  type EstimateRequest,
} from '@portal/shared';
import { DescriptionField } from '../../../components/description-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { Amounts, totalLine } from '../components/amounts';
import { GstCheckbox } from '../components/gst-checkbox';
import { MoneyInput } from '../components/money-input';
import { RecordForm } from '../components/record-form';
import type { RecordFormProps, WorkflowView } from '../workflow-view';

/** The statuses at which the actual is the figure that counts. */
const ACTUAL_PHASE = new Set([
  'InProgress',
  'WorkComplete',
  'ReadyForActualIssue',
  'ActualIssued',
  'ActualApproved',
  'ActualRejected',
  'Invoiced',
]);
const inActualPhase = (status: number) =>
  ACTUAL_PHASE.has(statusBadge(ESTIMATE_STATUSES, status).name);

function EstimateDetails({ record }: { record: Estimate }) {
  return (
    <Stack gap="sm">
      {record.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{record.description}</Text>}
      <Group align="flex-start" gap="lg">
        <Amounts label="Estimate" amountCents={record.estimateCents} gst={record.gst} />
        {record.actualCents !== null && inActualPhase(record.status) && (
          <Amounts label="Actual" amountCents={record.actualCents} gst={record.gst} />
        )}
      </Group>
    </Stack>
  );
}

function EstimateForm({ record, save, onCancel }: RecordFormProps<Estimate, EstimateRequest>) {
  const { form, failure, submitWith } = useSavingForm(
    EstimateRequestSchema,
    'The estimate could not be saved. Please try again.',
    {
      defaultValues: {
        title: record?.title ?? '',
        description: record?.description ?? '',
        estimateCents: record?.estimateCents,
        actualCents: record?.actualCents ?? null,
        gst: record?.gst ?? true,
      },
    },
  );
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      failure={failure}
      onSubmit={submitWith(save)}
      noun="estimate"
      editing={record !== undefined}
      onCancel={onCancel}
    >
      <DescriptionField
        description="The scope, deliverables and assumptions the client is agreeing to."
        field={form.register('description')}
        error={errors.description?.message}
      />
      <MoneyInput
        control={form.control}
        name="estimateCents"
        label="Estimate (excl. GST)"
        required
      />
      {record && inActualPhase(record.status) && (
        <MoneyInput
          control={form.control}
          name="actualCents"
          label="Actual (excl. GST)"
          description="What the work came to; issued to the client for approval."
        />
      )}
      <GstCheckbox field={form.register('gst')} />
    </RecordForm>
  );
}

/** Estimates and actuals: issued to the client, who approves or rejects them. */
export const estimatesView: WorkflowView<Estimate, EstimateRequest> = {
  kind: 'estimates',
  title: 'Estimates',
  noun: 'estimate',
  newLabel: 'New estimate',
  empty: {
    studio: 'No estimates yet. Create one with New estimate; the client sees it once issued.',
    client: 'No estimates for you to see yet. The studio’s estimates appear here once issued.',
  },
  statuses: ESTIMATE_STATUSES,
  moves: ESTIMATE_MOVES,
  // In the actual's phase the actual is what is signed off.
  amountOf: (record) =>
    record.actualCents !== null && inActualPhase(record.status)
      ? totalLine('Actual total', record.actualCents, record.gst)
      : totalLine('Estimate total', record.estimateCents, record.gst),
  api: {
    list: (projectId) => callApi(estimateEndpoints.list, { params: { projectId } }),
    create: (projectId, body) => callApi(estimateEndpoints.create, { params: { projectId }, body }),
    update: (id, body) => callApi(estimateEndpoints.update, { params: { id }, body }),
    move: (id, body) => callApi(estimateEndpoints.move, { params: { id }, body }),
  },
  Details: EstimateDetails,
  Form: EstimateForm,
};
