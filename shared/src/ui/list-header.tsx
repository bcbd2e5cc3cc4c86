import { Group, Pagination, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of ListHeader. */
export interface ListHeaderProps {
  /** The page's heading (h1). */
  title: string;
  /** The search box: its accessible name, placeholder, and the text (from useSearchPaging). */
  search: { label: string; placeholder?: string; value: string; onChange: (text: string) => void };
  /** Controls beside the search box (a view switch, an Invite button). */
  children?: ReactNode;
}

/** The head of a searchable list: the title, then the search box and any other controls. */
export function ListHeader({ title, search, children }: ListHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1}>{title}</Title>
      <Group align="flex-end">
        {/* Wide enough for its placeholder ('Search by e-mail or name'); the row on a phone. */}
        <TextInput
          w={{ base: '100%', xs: '18rem' }}
          aria-label={search.label}
          placeholder={search.placeholder ?? search.label}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
        {children}
      </Group>
    </Group>
  );
}

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Props of ListPager. */
export interface ListPagerProps {
  page: number;
  /** Items in the whole list (a paged answer's `total`). */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** The pager's accessible name. */
  label?: string;
  /** An accessible name per page button (default: its number). */
  itemLabel?: (page: number) => string;
}

/** The pager under a paged list; nothing when everything fits on one page. */
export function ListPager({
  page,
  total,
  pageSize,
  onChange,
  label = 'Pages',
  itemLabel,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        aria-label={label}
        getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
        getItemProps={itemLabel ? (number) => ({ 'aria-label': itemLabel(number) }) : undefined}
      />
    </Group>
  );
}
