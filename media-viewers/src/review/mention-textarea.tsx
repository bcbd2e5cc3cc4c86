import { Box, Paper, Text, Textarea, UnstyledButton } from '@mantine/core';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import {
  insertMention,
  keptMentions,
  matchPeople,
  openMention,
  type Mentionable,
  type MentionQuery,
} from './mentions';

/** Props of MentionTextarea. */
export interface MentionTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The ids of the people mentioned (sent as `mentions`). */
  mentions: readonly number[];
  onMentionsChange: (ids: number[]) => void;
  people: readonly Mentionable[];
  error?: string | null;
  autoFocus?: boolean;
  minRows?: number;
  onFocus?: () => void;
  /** Ctrl+Enter (⌘+Enter): post without reaching for the button. */
  onSubmit?: () => void;
}

/**
 * A comment's textarea with @mention completion: typing `@` and letters lists the project's
 * people who match; ↑/↓ choose, Enter or Tab inserts `@Full Name`, Escape closes the list (and
 * only the list). A mention whose name is deleted from the text is dropped.
 */
export function MentionTextarea(props: MentionTextareaProps) {
  const { label, value, onChange, mentions, onMentionsChange, people, error } = props;
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [caret, setCaret] = useState<number | null>(null);
  const matches = query ? matchPeople(people, query.query) : [];
  const open = matches.length > 0;

  // After inserting a name, put the caret after it (the new value renders first).
  useLayoutEffect(() => {
    if (caret === null || !ref.current) return;
    ref.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { value: text, selectionStart } = event.currentTarget;
    const next = openMention(text, selectionStart, people);
    if (next?.start !== query?.start || next?.query !== query?.query) setActive(0);
    setQuery(next);
  };

  const choose = (person: Mentionable) => {
    const textarea = ref.current;
    if (!query || !textarea) return;
    const inserted = insertMention(value, query, textarea.selectionStart, person.name);
    onChange(inserted.text);
    onMentionsChange(
      keptMentions(inserted.text, [...new Set([...mentions, person.id])], [...people, person]),
    );
    setQuery(null);
    setCaret(inserted.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (step) {
        event.preventDefault();
        setActive((index) => (index + step + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(matches[active] ?? matches[0]!);
        return;
      }
      if (event.key === 'Escape') {
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && props.onSubmit) {
      event.preventDefault();
      props.onSubmit();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Box pos="relative">
      <Textarea
        ref={ref}
        label={label}
        value={value}
        autosize
        minRows={props.minRows ?? 3}
        maxRows={12}
        error={error}
        autoFocus={props.autoFocus}
        description="Type @ to mention someone. Ctrl+Enter posts."
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        // Escape closes the list, not the media dialog around the panel.
        data-mantine-stop-propagation={open ? 'true' : undefined}
        onFocus={props.onFocus}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange(text);
          const kept = keptMentions(text, mentions, people);
          if (kept.length !== mentions.length) onMentionsChange(kept);
          follow(event);
        }}
        onSelect={follow}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {open && (
        <Paper
          id={listId}
          role="listbox"
          aria-label="People to mention"
          shadow="md"
          withBorder
          p={4}
          pos="absolute"
          left={0}
          right={0}
          style={{ zIndex: 5, top: '100%' }}
        >
          {matches.map((person, index) => (
            <UnstyledButton
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              display="block"
              w="100%"
              px="xs"
              py={4}
              bg={index === active ? 'var(--mantine-color-blue-light)' : undefined}
              // Keep the focus (and the caret) in the textarea.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
            >
              <Text size="sm">{person.name}</Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Box>
  );
}
