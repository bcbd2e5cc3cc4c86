import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import {
  embedPage,
  embedSnippet,
  showErrorToast,
  showSuccessToast,
  VISIBILITY_LEVELS,
  type Media,
  type Post,
  type ProjectDetail,
} from '@portal/shared';

/** Said once the snippet is on the clipboard, or when it could not be put there. */
export const EMBED_CODE_TEXTS = {
  copied: 'Embed code copied: paste it into the HTML of the page that shows it.',
  notCopied: 'The embed code could not be copied. Your browser may not allow it here.',
} as const;

/**
 * 'Copy embed code' for a post, or for one of its files: the iframe snippet of its embed page.
 * Only what is public can be framed elsewhere, so it is offered on a Showcase project's published
 * posts only (the embed page refuses anything else with a message), and never on a received
 * file not shared yet.
 */
export function CopyEmbedCode({
  project,
  post,
  media,
}: {
  project: ProjectDetail;
  post: Post;
  media?: Media;
}) {
  if (project.visibility !== VISIBILITY_LEVELS.Showcase || post.publishedDate === null) return null;
  if (media?.awaitingShare) return null;
  const title = media?.title ?? post.title;
  const copy = () => {
    const url = new URL(embedPage(project.id, post.id, media?.id), window.location.origin).href;
    navigator.clipboard
      .writeText(embedSnippet(url, title))
      .then(() => showSuccessToast(EMBED_CODE_TEXTS.copied))
      .catch(() => showErrorToast(EMBED_CODE_TEXTS.notCopied));
  };
  const name = `Copy embed code: ${title}`;
  return (
    <Tooltip label="Copy embed code" withArrow>
      <ActionIcon variant="light" size={30} aria-label={name} onClick={copy}>
        <IconCode size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
