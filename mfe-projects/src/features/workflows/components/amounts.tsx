import { Table } from '@mantine/core';
import { formatCurrency, withGst } from '@portal/shared';

/** A total in a sentence: 'Total: $22,385.00 incl. GST' ('Actual total: …' for an actual). */
export function totalLine(label: string, amountCents: number, gst: boolean) {
  const { totalCents } = withGst(amountCents, gst);
  return `${label}: ${formatCurrency(totalCents / 100)}${gst ? ' incl. GST' : ''}`;
}

/** An amount before GST, its GST and the total, in AUD as en-AU writes them. */
export function Amounts({
  label,
  amountCents,
  gst,
}: {
  /** What the amount is ('Estimate', 'Actual', 'Amount'). */
  label: string;
  amountCents: number;
  gst: boolean;
}) {
  const { gstCents, totalCents } = withGst(amountCents, gst);
  const rows: [string, number][] = [
    [`${label} (excl. GST)`, amountCents],
    [gst ? 'GST (10%)' : 'GST (not applicable)', gstCents],
    [`Total${gst ? ' (incl. GST)' : ''}`, totalCents],
  ];
  return (
    <Table
      variant="vertical"
      layout="fixed"
      withTableBorder
      maw={420}
      aria-label={`${label} amounts`}
    >
      <Table.Tbody>
        {rows.map(([name, cents], index) => (
          <Table.Tr key={name} fw={index === rows.length - 1 ? 600 : undefined}>
            <Table.Th w={220}>{name}</Table.Th>
            <Table.Td ta="right">{formatCurrency(cents / 100)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
