import { PROJECT_MESSAGES } from '@portal/contract';
import { projectId } from '../test/comments-support.js';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();

it('offers the clients a creator may create for: every one to the studio', async () => {
  const admin = await api.signedIn('admin@example.com');
  expect((await admin.request('GET', '/api/projects/clients')).json()).toHaveLength(4);
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  expect((await olivia.request('GET', '/api/projects/clients')).statusCode).toBe(403);
});

it('creates a project for Engage.Project.Create holders, one name per client', async () => {
  const admin = await api.signedIn('admin@example.com');
  const clients = (await admin.request('GET', '/api/projects/clients')).json();
  const harbour = clients.find((c: { name: string }) => c.name === 'Harbour & Co Architects');
  const body = {
    name: ' Ferry Terminal ',
    description: 'Wharf upgrade.',
    clientId: harbour.id,
    visibility: 2,
  };
  const created = await admin.request('POST', '/api/projects', body);
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({
    name: 'Ferry Terminal',
    clientName: 'Harbour & Co Architects',
    visibility: 2,
    archived: false,
    posts: [],
    access: { manage: true, editPosts: true, publish: true, comment: true },
  });
  const again = await admin.request('POST', '/api/projects', { ...body, name: 'ferry terminal' });
  expect(again.statusCode).toBe(400);
  expect(again.json().errors.Name).toEqual([PROJECT_MESSAGES.nameTaken]);
  const unknown = await admin.request('POST', '/api/projects', {
    ...body,
    name: 'X',
    clientId: 9999,
  });
  expect(unknown.json().errors.ClientId).toEqual([PROJECT_MESSAGES.clientNotAllowed]);
  const casey = await api.signedIn('client@example.com');
  expect((await casey.request('POST', '/api/projects', { ...body, name: 'Y' })).statusCode).toBe(
    403,
  );
  // Casey's organisation sees its new project.
  const list = (await casey.request('GET', '/api/projects?search=ferry')).json();
  expect(list.items.map((p: { name: string }) => p.name)).toEqual(['Ferry Terminal']);
});

it('lets project managers of the team edit and archive, and keeps archived projects closed', async () => {
  const quay = await projectId(api.db, 'Circular Quay Offices');
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  const edited = await olivia.request('PUT', `/api/projects/${quay}`, {
    name: 'Circular Quay Offices',
    description: 'Twelve floors, now with a rooftop.',
    visibility: 1,
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({
    visibility: 1,
    description: 'Twelve floors, now with a rooftop.',
  });

  const casey = await api.signedIn('client@example.com');
  const body = { name: 'X', description: '', visibility: 3 };
  expect((await casey.request('PUT', `/api/projects/${quay}`, body)).statusCode).toBe(403);
  const liam = await api.signedIn('liam@southerncross.example.com');
  // Without Engage.Project.Manage the route refuses before the project is looked up.
  expect((await liam.request('PUT', `/api/projects/${quay}`, body)).statusCode).toBe(403);

  const archived = await olivia.request('PUT', `/api/projects/${quay}/archived`, {
    archived: true,
  });
  expect(archived.json()).toMatchObject({
    archived: true,
    access: { manage: true, editPosts: false, publish: false, comment: false },
  });
  const closed = await olivia.request('PUT', `/api/projects/${quay}`, body);
  expect(closed.statusCode).toBe(409);
  expect(closed.json().message).toBe(PROJECT_MESSAGES.archived);
  const comment = await casey.request('POST', `/api/projects/${quay}/comments`, { text: 'Hi' });
  expect(comment.statusCode).toBe(409);
  const post = await olivia.request('POST', `/api/projects/${quay}/posts`, { title: 'Late' });
  expect(post.statusCode).toBe(409);
  expect(
    (await casey.request('GET', '/api/projects')).json().items.map((p: { name: string }) => p.name),
  ).not.toContain('Circular Quay Offices');
  expect((await casey.request('GET', '/api/projects?status=archived')).json().total).toBe(1);
  const restored = await olivia.request('PUT', `/api/projects/${quay}/archived`, {
    archived: false,
  });
  expect(restored.json().archived).toBe(false);
});
