import type { ComponentType } from 'react';
import table from '../../remotes.json';

/** Props of the impersonation modal the host opens from its header. */
export interface ImpersonationModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Props of the client picker the host shows to showcase users. */
export interface ClientPickerProps {
  /** Rendered inside the mobile menu overlay rather than the header bar. */
  variant?: 'header' | 'menu';
}

/** Props of the notifications bell. */
export interface NotificationsBellProps {
  /** Rendered inside the mobile menu overlay rather than the header bar. */
  variant?: 'header' | 'menu';
}

/** A module a remote exposes: a React component as its default export. */
export interface ExposedComponent<P = object> {
  default: ComponentType<P>;
}

/**
 * The composition contract: every module a remote exposes, by its federated id, and its type.
 * The host loads only these ids; each remote type-checks its exposes against this table, so a
 * breaking change to a remote's surface fails that remote's typecheck and the host's.
 */
export interface RemoteModules {
  'mfe_auth/AuthModals': ExposedComponent;
  'mfe_auth/AccountRoutes': ExposedComponent;
  'mfe_auth/ManageRoutes': ExposedComponent;
  'mfe_notifications/NotificationsBell': ExposedComponent<NotificationsBellProps>;
  'mfe_notifications/NotificationsPage': ExposedComponent;
  'mfe_notifications/LiveNotifications': ExposedComponent;
  'mfe_notifications/DownloadsPage': ExposedComponent;
  'mfe_admin/AdminRoutes': ExposedComponent;
  'mfe_admin/ImpersonationModal': ExposedComponent<ImpersonationModalProps>;
  'mfe_admin/ClientPicker': ExposedComponent<ClientPickerProps>;
  'mfe_admin/ImpersonationBanner': ExposedComponent;
  'mfe_projects/ProjectsRoutes': ExposedComponent;
  'mfe_projects/PrototypePage': ExposedComponent;
  'mfe_projects/UploadLinkPage': ExposedComponent;
  'mfe_embed/EmbedPostPage': ExposedComponent;
  'mfe_embed/EngagementPage': ExposedComponent;
  'mfe_embed/SharePage': ExposedComponent;
}

/** A federated module id, `remote/Module`. */
export type RemoteModuleId = keyof RemoteModules;

/**
 * A remote's check of one exposed module against its row above: `Exposes<'mfe_x/Y', typeof Y>`
 * fails that remote's typecheck as soon as the module drifts from the contract.
 */
export type Exposes<K extends RemoteModuleId, M extends RemoteModules[K]> = [K, M];

/** One remote: the package folder that builds it, its local port and the label users see. */
export interface RemoteEntry {
  dir: string;
  /** Default port of its local server; `portEnv` names the variable that moves it. */
  port: number;
  portEnv: string;
  /** Shown while it loads ('Loading …') and when it is unavailable. */
  label: string;
}

/**
 * The remotes by federation name, from shared/remotes.json: the one table the builds, the servers
 * and lint read too, so a remote is added or moved there only.
 */
export const REMOTES: { readonly [N in keyof typeof table]: RemoteEntry } = table;

/** A remote's federation name. */
export type RemoteName = keyof typeof REMOTES;

/** The exposes map of a remote, keyed as Module Federation wants it (`./Module` → file). */
export type ExposesOf<R extends RemoteName> = {
  [K in RemoteModuleId as K extends `${R}/${infer M}` ? `./${M}` : never]: string;
};
