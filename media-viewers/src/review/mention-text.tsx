import { Text } from '@mantine/core';
import { mentionRuns } from './mentions';

/** A comment's words, the people it mentions picked out (bold, the theme's colour). */
export function MentionText({ text, names }: { text: string; names: readonly string[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {mentionRuns(text, names).map((run, index) =>
        run.mention ? (
          <Text key={index} component="strong" inherit fw={600} c="blue.8" data-mention>
            {run.text}
          </Text>
        ) : (
          run.text
        ),
      )}
    </Text>
  );
}
