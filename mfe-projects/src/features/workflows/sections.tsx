import type { ProjectDetail } from '@portal/shared';
import { WorkflowSection } from './components/workflow-section';
import { estimatesView } from './views/estimates';
import { invoicesView } from './views/invoices';
import { queriesView } from './views/queries';
import type { WorkflowRecord, WorkflowView } from './workflow-view';

/** A workflow as a tab of the project page, at `/projects/:id/<kind>`. */
const tabOf = <R extends WorkflowRecord, B>(view: WorkflowView<R, B>) => ({
  path: view.kind,
  label: view.title,
  render: (project: ProjectDetail) => <WorkflowSection view={view} project={project} />,
});

/** The project page's tabs of the three workflows: estimates, questions, invoices. */
export const WORKFLOW_TABS = [tabOf(estimatesView), tabOf(queriesView), tabOf(invoicesView)];
