import { ROLES, type ReviewPerson, type ReviewSide } from '@portal/contract';
import { permissionsOf } from '../auth/permissions.js';
import type { Db } from '../db/database.js';
import { peopleCandidates } from './repository.js';

/** The studio's side is its own organisation (the internal client); everyone else is a client. */
export const sideOf = (internal: number | boolean | null): ReviewSide =>
  internal === 1 || internal === true ? 'studio' : 'client';

/** Roles that see every client's projects (Client.ViewAll): their holders are studio staff. */
const STUDIO_ROLES = ROLES.filter((role) =>
  permissionsOf([role], false).includes('Engage.Client.ViewAll'),
);

/**
 * A project's people, who may be mentioned in its review: the active users of its client who
 * may view projects, and the active studio staff (admins, Client.ViewAll holders), by name.
 */
export async function projectPeople(db: Db, clientId: number): Promise<ReviewPerson[]> {
  const candidates = await peopleCandidates(db, clientId, STUDIO_ROLES);
  return candidates
    .filter((user) => {
      const held = permissionsOf(user.roles, user.isAdmin);
      if (user.isAdmin || held.includes('Engage.Client.ViewAll')) return true;
      return user.clientId === clientId && held.includes('Engage.Project.View');
    })
    .map((user) => ({ id: user.id, name: user.name, side: sideOf(user.internal) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU') || a.id - b.id);
}
