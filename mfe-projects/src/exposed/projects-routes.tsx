import { Route, Routes } from 'react-router-dom';
import { ProjectPage } from '../features/projects/components/project-page';
import { ProjectsList } from '../features/projects/components/projects-list';

/** /projects/*: the list and each project's page. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsList />} />
      <Route path=":projectId" element={<ProjectPage />} />
    </Routes>
  );
}
