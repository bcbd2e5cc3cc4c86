import { Center, Loader } from '@mantine/core';
import {
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { REMOTES, type RemoteModuleId, type RemoteModules } from '@portal/shared';
import { loadRemoteModule, remoteNameOf } from './load-remote-module';
import { ErrorBoundary } from '../app/error-boundary';
import { RemoteFallback } from './remote-fallback';
import { resetRemote } from './remote-registry';

type PropsOf<K extends RemoteModuleId> = ComponentProps<RemoteModules[K]['default']>;

// One cache holds components of different prop types; RemoteSlotProps types each id's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const lazyModules = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

function lazyModule(id: RemoteModuleId) {
  let component = lazyModules.get(id);
  if (!component) {
    component = lazy(async () => (await loadRemoteModule(id)) as { default: AnyComponent });
    lazyModules.set(id, component);
  }
  return component;
}

/** Props of RemoteSlot. */
export type RemoteSlotProps<K extends RemoteModuleId> = {
  id: K;
  /** Shown while the remote loads; a small spinner by default. */
  loading?: ReactNode;
  /** `inline` for header slots, `block` for pages, `headless` for modules that render nothing. */
  variant?: 'inline' | 'block' | 'headless';
} & (keyof PropsOf<K> extends never ? { props?: PropsOf<K> } : { props: PropsOf<K> });

/** Renders one exposed module of a remote with Suspense, an error boundary and a Retry fallback. */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  loading,
  variant,
  props,
}: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const name = remoteNameOf(id);
  // Cached per id (not created anew each render); Retry drops the entry and remounts the slot.
  const Module = lazyModule(id);
  const retry = () => {
    for (const key of lazyModules.keys()) if (remoteNameOf(key) === name) lazyModules.delete(key);
    void resetRemote(name).finally(() => setAttempt((value) => value + 1));
  };
  const label = `Loading ${REMOTES[name].label}`;
  const spinner =
    variant === 'inline' ? (
      <Loader size="xs" aria-label={label} />
    ) : (
      <Center py="xl">
        <Loader aria-label={label} />
      </Center>
    );
  return (
    <ErrorBoundary
      key={`${id}:${attempt}`}
      failed="A remote part of the portal"
      fallback={
        // A headless module's failure is logged; the visible slots of its remote say it is down.
        variant === 'headless' ? null : (
          <RemoteFallback label={REMOTES[name].label} variant={variant} onRetry={retry} />
        )
      }
    >
      <Suspense fallback={loading ?? spinner}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per id, see above */}
        <Module {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Starts loading a remote module ahead of need (the lazy component then renders at once). */
export function preloadRemoteModule(id: RemoteModuleId) {
  return loadRemoteModule(id).catch(() => undefined);
}
