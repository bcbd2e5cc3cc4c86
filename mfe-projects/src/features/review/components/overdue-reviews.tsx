import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { projectPage, studioDay, type ProjectDetail } from '@portal/shared';
import { dueLabel, overdueItems } from '../lib/due-dates';

/** The heading of the project page's list of overdue reviews. */
export const OVERDUE_REVIEWS = 'Overdue reviews';

/**
 * Under the project's title: the media whose review is past its due day (the studio's today)
 * and still open, each linking to the medium (`?media=`, as notifications do), with its post
 * and when it was due. Nothing when none is overdue.
 */
export function OverdueReviews({
  project,
  today = studioDay(),
}: {
  project: ProjectDetail;
  today?: string;
}) {
  const items = overdueItems(project.posts, today);
  if (items.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={OVERDUE_REVIEWS}
      icon={<IconAlarm size={18} aria-hidden />}
      // A landmark named by its title, not an alert: it is the page's state, not news.
      role="region"
    >
      <List size="sm" spacing={4}>
        {items.map(({ post, media }) => (
          <List.Item key={media.id}>
            <Anchor component={Link} to={projectPage(project.id, { mediaId: media.id })}>
              {media.title}
            </Anchor>
            <Text span size="sm">
              {` in ${post.title} · ${dueLabel(media.effectiveDueOn!)}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
