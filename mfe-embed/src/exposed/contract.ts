// Compile-time check that this remote's exposes match the composition contract in @portal/shared.
import type { Exposes } from '@portal/shared/contracts';
import type * as EmbedPostPage from './embed-post-page';
import type * as EngagementPage from './engagement-page';
import type * as SharePage from './share-page';

/** Fails the typecheck when an exposed module drifts from its contract. */
export type ExposesContract = [
  Exposes<'mfe_embed/EmbedPostPage', typeof EmbedPostPage>,
  Exposes<'mfe_embed/EngagementPage', typeof EngagementPage>,
  Exposes<'mfe_embed/SharePage', typeof SharePage>,
];
