import {
  estimateEndpoints,
  invoiceEndpoints,
  queryEndpoints,
  type Endpoint,
  type MoveRequestSchema,
} from '@portal/contract';
import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import { route } from '../http/route.js';
import type { NotificationService } from '../notifications/service.js';
import type { AnyDefinition } from './definition.js';
import { documentRoutes } from './document-routes.js';
import { estimates } from './estimates.js';
import { invoices } from './invoices.js';
import { WorkflowNotifier } from './notifier.js';
import { queries } from './queries.js';
import { createItem, listItems, moveItem, updateItem } from './service.js';

/** The four endpoints every workflow has (the contract's `workflowEndpoints`). */
interface WorkflowEndpoints {
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  move: Endpoint;
}

/** A parsed move request. */
type MoveRequest = v.InferOutput<typeof MoveRequestSchema>;

/** Who may reach a workflow at all; the service decides the rest from the project and record. */
const viewer = Auth.permission('Engage.Project.View');

/** Creating is the studio's: its managers (admin or Client.ViewAll, with Project.Manage). */
const studioManager = Auth.rule(
  'Studio staff (an admin or a holder of Engage.Client.ViewAll) holding Engage.Project.Manage; the project must be in scope and not archived.',
  (auth) =>
    auth.permissions.includes('Engage.Project.Manage') &&
    (auth.effective.isAdmin || auth.permissions.includes('Engage.Client.ViewAll')),
);

/**
 * Estimates, questions and invoices: the same four routes for each, answered by the one service
 * with the workflow's definition, plus the documents (document-routes.ts).
 */
export async function workflowRoutes(
  app: FastifyInstance,
  { db, notifications }: { db: Db; notifications: NotificationService },
) {
  const notifier = new WorkflowNotifier(db, notifications);
  const workflows: [WorkflowEndpoints, AnyDefinition][] = [
    [estimateEndpoints, estimates],
    [queryEndpoints, queries],
    [invoiceEndpoints, invoices],
  ];
  // route() parses each request with the kind's own schemas and the response check reads each
  // answer with its record schema; typed as plain endpoints here, the parsed input is read back
  // through these and the records are sent as they are.
  const projectIdOf = (params: unknown) => (params as { projectId: number }).projectId;
  const idOf = (params: unknown) => (params as { id: number }).id;
  const moveOf = (body: unknown) => body as MoveRequest;
  for (const [endpoints, definition] of workflows) {
    route(app, endpoints.list, viewer, async ({ auth, params, reply }) =>
      reply.send(await listItems(db, definition, auth, projectIdOf(params))),
    );
    route(app, endpoints.create, studioManager, async ({ auth, params, body, reply }) =>
      reply.code(201).send(await createItem(db, definition, auth, projectIdOf(params), body)),
    );
    route(app, endpoints.update, viewer, async ({ auth, params, body, reply }) =>
      reply.send(await updateItem(db, definition, auth, idOf(params), body)),
    );
    route(app, endpoints.move, viewer, async ({ auth, params, body, reply }) =>
      reply.send(await moveItem(db, definition, notifier, auth, idOf(params), moveOf(body))),
    );
  }
  await app.register(documentRoutes, { db });
}
