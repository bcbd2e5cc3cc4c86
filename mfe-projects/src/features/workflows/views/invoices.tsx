import { Group, Stack, Text } from '@mantine/core';
import {
  callApi,
  formatDate,
  invoiceEndpoints,
  InvoiceRequestSchema,
  RECEIPT_MOVES,
  RECEIPT_STATUSES,
  type Invoice,
  type InvoiceRequest,
} from '@portal/shared';
import { DateField } from '../../../components/date-field';
import { DescriptionField } from '../../../components/description-field';
import { useSavingForm } from '../../../lib/use-saving-form';
import { Amounts, totalLine } from '../components/amounts';
import { GstCheckbox } from '../components/gst-checkbox';
import { MoneyInput } from '../components/money-input';
import { RecordForm } from '../components/record-form';
import type { RecordFormProps, WorkflowView } from '../workflow-view';

function InvoiceDetails({ record }: { record: Invoice }) {
  const dates: [string, string | null][] = [
    ['Issued', record.issuedDate],
    ['Due', record.dueDate],
    ['Paid', record.paidDate],
  ];
  return (
    <Stack gap="sm">
      {record.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{record.description}</Text>}
      <Group gap="lg">
        {dates.map(
          ([label, date]) =>
            date && (
              <Text key={label} size="sm">
                <Text span fw={600}>
                  {label}
                </Text>{' '}
                {formatDate(date)}
              </Text>
            ),
        )}
      </Group>
      <Amounts label="Amount" amountCents={record.amountCents} gst={record.gst} />
    </Stack>
  );
}

function InvoiceForm({ record, save, onCancel }: RecordFormProps<Invoice, InvoiceRequest>) {
  const { form, failure, submitWith } = useSavingForm(
    InvoiceRequestSchema,
    'The invoice could not be saved. Please try again.',
    {
      defaultValues: {
        title: record?.title ?? '',
        description: record?.description ?? '',
        amountCents: record?.amountCents,
        gst: record?.gst ?? true,
        dueDate: record?.dueDate ?? null,
      },
    },
  );
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      failure={failure}
      onSubmit={submitWith(save)}
      noun="invoice"
      editing={record !== undefined}
      onCancel={onCancel}
    >
      <DescriptionField
        description="What the invoice is for (the milestone or deliverables)."
        field={form.register('description')}
        error={errors.description?.message}
      />
      <MoneyInput control={form.control} name="amountCents" label="Amount (excl. GST)" required />
      <GstCheckbox field={form.register('gst')} />
      <DateField
        control={form.control}
        name="dueDate"
        label="Due date"
        description="When payment is due; leave empty if not set yet."
      />
    </RecordForm>
  );
}

/** Invoices, issued to the client, and their receipts once paid. */
export const invoicesView: WorkflowView<Invoice, InvoiceRequest> = {
  kind: 'invoices',
  title: 'Invoices',
  noun: 'invoice',
  newLabel: 'New invoice',
  empty: {
    studio: 'No invoices yet. Create one with New invoice; the client sees it once issued.',
    client: 'No invoices have been issued to you for this project.',
  },
  statuses: RECEIPT_STATUSES,
  moves: RECEIPT_MOVES,
  amountOf: (record) => totalLine('Invoice total', record.amountCents, record.gst),
  api: {
    list: (projectId) => callApi(invoiceEndpoints.list, { params: { projectId } }),
    create: (projectId, body) => callApi(invoiceEndpoints.create, { params: { projectId }, body }),
    update: (id, body) => callApi(invoiceEndpoints.update, { params: { id }, body }),
    move: (id, body) => callApi(invoiceEndpoints.move, { params: { id }, body }),
  },
  Details: InvoiceDetails,
  Form: InvoiceForm,
};
