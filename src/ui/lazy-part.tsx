import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from './after-paint';

/**
 * The one way a flow mounts a part of itself that the first paint does not need (an overlay, a
 * modal host, a form tab, a widget): the part is its own chunk, fetched after the first paint (or
 * `now`, when it is the thing being asked for), and shows nothing while it loads (or its
 * `fallback`, given the same props: a part on a first render that must hold its place). If its chunk
 * cannot load, an optional part shows nothing (it must never break the page); an essential one
 * (`failure: 'throw'`) throws into the screen's error boundary, which offers a retry.
 *
 *   const InstallShell = lazyPart(() => import('./install-shell'));
 *   const DomainErrorModal = lazyPart(() => import('./system-notice-screen').then((m) => ({ default: m.DomainErrorModal })), { when: 'now' });
 *
 * Several parts that share one chunk use the same `load` function; the browser fetches it once.
 * Screens are not parts: they use runtime/flow.ts `lazyScreen`, whose failure shows a retry.
 */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export function lazyPart<C extends ComponentType<never>>(
  load: () => Promise<{ default: C }>,
  { when = 'after-paint', failure = 'hide', fallback }: { when?: 'after-paint' | 'now'; failure?: 'hide' | 'throw'; fallback?: (props: PropsOf<C>) => ReactNode } = {},
): ComponentType<PropsOf<C>> {
  const Part = lazy((): Promise<{ default: ComponentType<object> }> => {
    const loading = (when === 'now' ? load() : afterFirstPaint().then(load)) as Promise<{ default: ComponentType<object> }>;
    return failure === 'throw' ? loading : loading.catch(() => ({ default: () => null }));
  });
  return function LazyPart(props: PropsOf<C>) {
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Part {...(props as object)} />
      </Suspense>
    );
  };
}
