import * as v from 'valibot';
import { ClientLookupItemSchema } from '../admin/clients.ts';
import { IdSchema, pageOf, PagingQuerySchema } from '../paging.ts';
import { SortDirectionSchema } from '../sorting.ts';
import { ProjectVisibilitySchema } from './enums.ts';
import { MediaSchema } from './media.ts';

/** A post of a project with its media, in their sort order. */
export const PostSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  createdDate: v.string(),
  /** When it was published; null for a draft (seen only by those who may publish it). */
  publishedDate: v.optional(v.nullable(v.string()), null),
  /** The day its media are due for review (`YYYY-MM-DD`, the studio's day), or null. */
  dueOn: v.optional(v.nullable(v.string())),
  media: v.array(MediaSchema),
});
/** A post of a project with its media. */
export type Post = v.InferOutput<typeof PostSchema>;

/** What a project says of itself, in a list and on its page. */
const projectEntries = {
  id: v.number(),
  name: v.string(),
  description: v.string(),
  clientId: v.number(),
  clientName: v.string(),
  visibility: ProjectVisibilitySchema,
  updatedDate: v.string(),
  /** Archived: kept and readable, but closed to new posts and comments. */
  archived: v.optional(v.boolean(), false),
};

/** One project in a list. */
export const ProjectSummarySchema = v.object({
  ...projectEntries,
  /** The project's first image, if it has one. */
  coverImageUrl: v.nullable(v.string()),
  postCount: v.number(),
});
/** One project in a list. */
export type ProjectSummary = v.InferOutput<typeof ProjectSummarySchema>;

/** A page of projects, with the clients the caller's projects belong to (for the filter). */
export const ProjectPageSchema = v.object({
  ...pageOf(ProjectSummarySchema).entries,
  clients: v.optional(v.array(ClientLookupItemSchema), []),
});
/** A page of projects. */
export type ProjectPage = v.InferOutput<typeof ProjectPageSchema>;

/**
 * What the caller may do on one project: `manage` (edit, visibility, archive: Project.Manage),
 * `editPosts` (write, reorder and delete posts and their media: Post.Manage), `publish`
 * (publish and withdraw posts: Post.Manage or Project.Publish), `comment` (Project.Comment).
 * Each needs the caller to be on the project's team, and an archived project allows only
 * `manage` (to restore it).
 */
export const ProjectAccessSchema = v.object({
  manage: v.boolean(),
  editPosts: v.boolean(),
  publish: v.boolean(),
  comment: v.boolean(),
  /** Set the project's video requirements: the studio's managers (not the client's). */
  videoRules: v.optional(v.boolean(), false),
  /** See the project's estimates, questions and invoices: its team (the studio, its client). */
  workflows: v.optional(v.boolean(), false),
});
/** What the caller may do on one project. */
export type ProjectAccess = v.InferOutput<typeof ProjectAccessSchema>;
/** Nothing allowed. */
export const NO_PROJECT_ACCESS: ProjectAccess = {
  manage: false,
  editPosts: false,
  publish: false,
  comment: false,
  videoRules: false,
  workflows: false,
};

/** A project with its posts (in their order) and their media. */
export const ProjectDetailSchema = v.object({
  ...projectEntries,
  posts: v.array(PostSchema),
  /** What the caller may do here (the API checks each call again). */
  access: v.optional(ProjectAccessSchema, NO_PROJECT_ACCESS),
  /**
   * Whether the caller reads the project's review (decisions, threads, due days): its team (the
   * studio, its own client); a Showcase project's public does not, and its pages do not ask.
   */
  reviewVisible: v.optional(v.boolean(), false),
});
/** A project with its posts. */
export type ProjectDetail = v.InferOutput<typeof ProjectDetailSchema>;

/** Said for an embedded post that does not exist or is not public. */
export const POST_NOT_AVAILABLE_MESSAGE = 'This post is not available.';

/** A post as another site embeds it, with the project it belongs to. */
export const EmbeddedPostSchema = v.object({
  project: v.object({ id: v.number(), name: v.string(), clientName: v.string() }),
  post: PostSchema,
});
/** A post as another site embeds it. */
export type EmbeddedPost = v.InferOutput<typeof EmbeddedPostSchema>;

/** Columns a project list can be sorted by (property names of a project summary). */
export const PROJECT_SORT_KEYS = [
  'name',
  'clientName',
  'visibility',
  'updatedDate',
  'postCount',
] as const;
/** A column a project list can be sorted by. */
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];

/** Whether a list shows current projects (the default), archived ones, or both. */
export const PROJECT_STATUS_FILTERS = ['active', 'archived', 'all'] as const;
/** Which projects a list shows by their archive state. */
export type ProjectStatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/** GET /api/projects: paging and search, sort, and filters by visibility, client and status. */
export const ProjectListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  sort: v.optional(v.picklist(PROJECT_SORT_KEYS, 'Unknown sort column.'), 'updatedDate'),
  direction: v.optional(SortDirectionSchema, 'Descending'),
  visibility: v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), ProjectVisibilitySchema),
  ),
  clientId: v.optional(IdSchema),
  status: v.optional(v.picklist(PROJECT_STATUS_FILTERS), 'active'),
});
/** What a project list asks for. */
export type ProjectListQuery = v.InferInput<typeof ProjectListQuerySchema>;

/** Longest project name and description, in characters after trimming. */
export const MAX_PROJECT_NAME_LENGTH = 120;
export const MAX_PROJECT_DESCRIPTION_LENGTH = 2000;

/** Messages of the project fields (the form shows them on the field, the API sends them). */
export const PROJECT_MESSAGES = {
  nameRequired: 'Enter a project name.',
  nameTooLong: `A project name can be at most ${MAX_PROJECT_NAME_LENGTH} characters.`,
  nameTaken: 'This client already has a project with that name.',
  descriptionTooLong: `A description can be at most ${MAX_PROJECT_DESCRIPTION_LENGTH.toLocaleString('en-AU')} characters.`,
  clientRequired: 'Choose the client this project is for.',
  clientNotAllowed: 'You cannot create projects for that client.',
  visibilityRequired: 'Choose who can see the project.',
  archived: 'This project is archived: restore it to change it.',
} as const;

/** A project's name: required, trimmed, at most 120 characters. */
export const ProjectNameSchema = v.pipe(
  v.string(PROJECT_MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(PROJECT_MESSAGES.nameRequired),
  v.maxLength(MAX_PROJECT_NAME_LENGTH, PROJECT_MESSAGES.nameTooLong),
);
/** A project's description: trimmed, may be empty, at most 2,000 characters. */
export const ProjectDescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_PROJECT_DESCRIPTION_LENGTH, PROJECT_MESSAGES.descriptionTooLong),
);

const projectFields = {
  name: v.optional(ProjectNameSchema, ''),
  description: v.optional(ProjectDescriptionSchema, ''),
  visibility: ProjectVisibilitySchema,
};

/** POST /api/projects: `{ name, description, clientId, visibility }`. */
export const NewProjectRequestSchema = v.object({
  ...projectFields,
  clientId: v.pipe(v.number(PROJECT_MESSAGES.clientRequired), v.integer(), v.minValue(1)),
});
/** What the new-project form sends. */
export type NewProjectRequest = v.InferInput<typeof NewProjectRequestSchema>;
/** A new project after validation. */
export type NewProject = v.InferOutput<typeof NewProjectRequestSchema>;

/** PUT /api/projects/{id}: `{ name, description, visibility }` (the client stays). */
export const ProjectChangesSchema = v.object(projectFields);
/** What the edit-project form sends. */
export type ProjectChangesRequest = v.InferInput<typeof ProjectChangesSchema>;
/** Project changes after validation. */
export type ProjectChanges = v.InferOutput<typeof ProjectChangesSchema>;

/** PUT /api/projects/{id}/archived: `{ archived }`. */
export const ArchiveRequestSchema = v.object({ archived: v.boolean() });

/** An interactive medium (Cesium scene or Pixel Stream) with the post and project it is in. */
export const InteractiveMediaSchema = v.object({
  project: v.object({ id: v.number(), name: v.string(), clientName: v.string() }),
  post: v.object({ id: v.number(), title: v.string() }),
  media: MediaSchema,
});
/** An interactive medium with where it is. */
export type InteractiveMedia = v.InferOutput<typeof InteractiveMediaSchema>;
