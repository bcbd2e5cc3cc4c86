// Written by the host's build (tooling/rspack/runtime-host.mjs): what the host offers the share scope.
declare module 'portal-federation/provided-shared' {
  import type { UserOptions } from '@module-federation/runtime/types';

  export const shared: NonNullable<UserOptions['shared']>;
}
