import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MediaGallery } from '@portal/media-viewers';
import {
  formatDate,
  isApiError,
  projectPage,
  LoadError,
  reviewOverdue,
  studioDay,
  telemetry,
  useMediaInUrl,
  type Media,
  type Post,
  type ProjectDetail,
} from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import {
  AttentionFiltered,
  DueBadge,
  OverdueReviews,
  PostReviewRollup,
  postOverdue,
  ReviewSummary,
  useAttentionFilter,
} from '../../review';
import { useProject } from '../api/get-project';
import { VisibilityBadge } from './visibility-badge';

/**
 * Parts of the page owned by other features, composed by the routes so that this feature never
 * imports another. Each receives the project with the caller's `access` to it.
 */
export interface ProjectPageSlots {
  /** Beside the title ('New post', 'Project settings'). */
  actions?: (project: ProjectDetail) => ReactNode;
  /** What follows the posts (the comments). */
  footer?: (project: ProjectDetail) => ReactNode;
  /** Beside each post's title ('Download files', 'Upload files', 'Add link', the post's menu). */
  postActions?: (project: ProjectDetail, post: Post) => ReactNode;
  /** On each media card's corner (the medium's menu). */
  mediaActions?: (project: ProjectDetail, post: Post, media: Media) => ReactNode;
  /** In a medium's viewer, beside its download ('Upload new version'). */
  mediaViewerActions?: (project: ProjectDetail, post: Post, media: Media) => ReactNode;
  /** A file dropped on an uploaded medium's card, for an editor (its new version). */
  onMediaFileDrop?: (project: ProjectDetail, post: Post, media: Media, file: File) => void;
  /** Tabs after 'Posts', each at `/projects/:projectId/<path>` (estimates, questions, invoices). */
  sections?: (project: ProjectDetail) => ProjectSection[];
}

/** A tab of the project page owned by another feature. */
export interface ProjectSection {
  /** The URL segment after the project's id. */
  path: string;
  label: string;
  render: (project: ProjectDetail) => ReactNode;
}

/** The posts tab's value (the project's own address). */
const POSTS = 'posts';
/** A tab's side padding: narrower on a phone, so the four tabs fit one 390 px row. */
const TAB_PADDING = { base: 'xs', xs: 'md' };

/** /projects/:projectId: the project, its posts and their media. */
export function ProjectPage({
  actions,
  footer,
  postActions,
  mediaActions,
  mediaViewerActions,
  onMediaFileDrop,
  sections: sectionsOf,
}: ProjectPageSlots = {}) {
  const { projectId, section: sectionPath } = useParams();
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = useProject(projectId);
  const sections = data ? (sectionsOf?.(data) ?? []) : [];
  const section = sections.find((candidate) => candidate.path === sectionPath);
  const queryClient = useQueryClient();
  const [attentionOnly, setAttentionOnly] = useAttentionFilter();
  // The open medium and its chosen thread live in the URL (`?media=12&comment=40`).
  const media = useMediaInUrl();
  const { openId, commentId, setCommentId } = media;
  const setOpenId = (id: number | null) => {
    if (id !== null) telemetry.trackUserAction('OpenMedia', { projectId, mediaId: id });
    media.setOpenId(id);
  };
  const review = {
    commentId,
    onCommentChange: setCommentId,
    // Tiles, the summary and the roll-ups read the project's answer.
    onReviewChange: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  };
  const back = (
    <Breadcrumbs>
      <Anchor component={Link} to="/projects">
        My Projects
      </Anchor>
      <Text>{data?.name ?? 'Project'}</Text>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the project" />
      </Center>
    );
  }
  if (error) {
    const missing = isApiError(error, 404) || isApiError(error, 400);
    return (
      <Stack>
        {back}
        {missing ? (
          <Alert color="gray" title="Project not found">
            <Anchor component={Link} to="/projects">
              Back to My Projects
            </Anchor>
          </Alert>
        ) : (
          <LoadError title="The project could not be loaded." onRetry={() => void refetch()} />
        )}
      </Stack>
    );
  }
  // Due days are the studio's (Sydney) calendar days, wherever the page is read.
  const today = studioDay();
  /** A tile's due day (its own, else its post's), under its text. */
  const tileDue = (each: Media) =>
    each.effectiveDueOn && (
      <DueBadge
        dueOn={each.effectiveDueOn}
        overdue={reviewOverdue(each, today)}
        subject={each.title}
      />
    );
  const postsView = (
    <Stack gap="lg">
      {data.posts.map((post) => (
        <Card
          key={post.id}
          withBorder
          radius="md"
          padding="lg"
          component="article"
          aria-labelledby={`post-${post.id}-title`}
        >
          {/* A long title puts the post's buttons on the next line rather than cutting them. */}
          <Group justify="space-between" align="flex-start" gap="xs">
            <Group gap="xs">
              <Title order={2} fz="lg" id={`post-${post.id}-title`}>
                {post.title}
              </Title>
              {post.publishedDate === null && <Badge variant="default">Draft</Badge>}
              {post.dueOn && (
                <DueBadge
                  dueOn={post.dueOn}
                  overdue={postOverdue(post, today)}
                  subject={post.title}
                />
              )}
            </Group>
            <Group gap="xs">{postActions?.(data, post)}</Group>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(post.publishedDate ?? post.createdDate)}
          </Text>
          <PostReviewRollup media={post.media} />
          <Text my="sm">{post.summary}</Text>
          <AttentionFiltered media={post.media} attentionOnly={attentionOnly} openId={openId}>
            {(media) => (
              <MediaGallery
                items={media}
                openId={openId}
                onOpenChange={setOpenId}
                itemActions={mediaActions && ((each) => mediaActions(data, post, each))}
                itemFlags={tileDue}
                viewerActions={
                  mediaViewerActions && ((each) => mediaViewerActions(data, post, each))
                }
                onDropFile={
                  onMediaFileDrop && data.access.editPosts && !data.archived
                    ? (each, file) => onMediaFileDrop(data, post, each, file)
                    : undefined
                }
                // Outside the project's organisation the API answers no review: none is asked.
                review={data.reviewVisible ? { ...review, projectId: data.id } : undefined}
              />
            )}
          </AttentionFiltered>
        </Card>
      ))}
      {data.posts.length === 0 && <Text c="dimmed">No posts yet.</Text>}
      {footer?.(data)}
    </Stack>
  );
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between">
        <Title order={1}>{data.name}</Title>
        <Group gap="sm">
          <VisibilityBadge value={data.visibility} />
          {actions?.(data)}
        </Group>
      </Group>
      <ReviewSummary
        media={data.posts.flatMap((post) => post.media)}
        attentionOnly={attentionOnly}
        onAttentionOnlyChange={section ? undefined : setAttentionOnly}
      />
      <OverdueReviews project={data} today={today} />
      <Text>{data.description}</Text>
      {data.archived && (
        <Alert color="gray" title="This project is archived">
          Its posts, files and discussion are kept for reference; nothing new can be added.
        </Alert>
      )}
      {sections.length === 0 ? (
        postsView
      ) : (
        <Tabs
          value={section?.path ?? POSTS}
          keepMounted={false}
          onChange={(value) => {
            const page = projectPage(data.id);
            void navigate(value === POSTS || value === null ? page : `${page}/${value}`);
          }}
        >
          {/* One row at any width (walk D33): narrower tabs on a phone, sideways scroll beyond. */}
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            <Tabs.Tab value={POSTS} px={TAB_PADDING} style={{ flexShrink: 0 }}>
              Posts
            </Tabs.Tab>
            {sections.map(({ path, label }) => (
              <Tabs.Tab key={path} value={path} px={TAB_PADDING} style={{ flexShrink: 0 }}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={POSTS} pt="lg">
            {postsView}
          </Tabs.Panel>
          {sections.map(({ path, render }) => (
            <Tabs.Panel key={path} value={path} pt="lg">
              {render(data)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
