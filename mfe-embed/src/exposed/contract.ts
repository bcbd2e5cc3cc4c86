// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { RemoteModules } from '@portal/shared/contracts';
import type * as EmbedPostPage from './embed-post-page';
import type * as EngagementPage from './engagement-page';
import type * as SharePage from './share-page';

type Satisfies<T extends true> = T;
type Fits<M, K extends keyof RemoteModules> = M extends RemoteModules[K] ? true : false;

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Satisfies<Fits<typeof EmbedPostPage, 'mfe_embed/EmbedPostPage'>>,
  Satisfies<Fits<typeof EngagementPage, 'mfe_embed/EngagementPage'>>,
  Satisfies<Fits<typeof SharePage, 'mfe_embed/SharePage'>>,
];
