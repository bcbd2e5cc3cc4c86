import { useState } from 'react';
import { ReviewCommentTextSchema } from '@portal/shared';
import { firstProblem } from './first-problem';
import { useReviewMedium } from './review-context';

/** What a comment form sends. */
export interface CommentText {
  text: string;
  mentions: number[];
}

const NOTHING: CommentText = { text: '', mentions: [] };

/** The text's own rule, checked before sending ("Enter a comment.", the length). */
export function textProblem(text: string): string | null {
  return firstProblem(ReviewCommentTextSchema, text);
}

/**
 * The words of a comment being written (new, reply or edit): the text, the people it mentions,
 * what is wrong with it, and the mention textarea's props for them.
 */
export function useCommentText(initial: CommentText = NOTHING) {
  const { people } = useReviewMedium();
  const [text, setText] = useState(initial.text);
  const [mentions, setMentions] = useState<number[]>(initial.mentions);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    text,
    problem,
    /** Checks the text and shows what is wrong: the words to send, or null. */
    take(): CommentText | null {
      const found = textProblem(text);
      setProblem(found);
      return found ? null : { text: text.trim(), mentions };
    },
    clear() {
      setText('');
      setMentions([]);
      setProblem(null);
    },
    /** For `MentionTextarea`: typing clears the problem shown. */
    field: {
      value: text,
      onChange: (next: string) => {
        setText(next);
        setProblem(null);
      },
      mentions,
      onMentionsChange: setMentions,
      people,
    },
  };
}
