import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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
 *
 * The part waits for its chunk in state, not by suspending (React's `lazy`): React holds back the
 * reveal of suspended content for about 300 ms after any fallback on the page shows, so a part
 * that suspended appeared that much later than its chunk, however fast the chunk came. Once the
 * chunk has arrived, every later mount renders the part at once. What the part itself suspends on
 * is still caught here (the Suspense around it shows the same fallback).
 */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export function lazyPart<C extends ComponentType<never>>(
  load: () => Promise<{ default: C }>,
  { when = 'after-paint', failure = 'hide', fallback }: { when?: 'after-paint' | 'now'; failure?: 'hide' | 'throw'; fallback?: (props: PropsOf<C>) => ReactNode } = {},
): ComponentType<PropsOf<C>> {
  let ready: ComponentType<object> | null = null;
  let loading: Promise<ComponentType<object>> | null = null;
  const start = () => {
    if (!loading) {
      loading = (when === 'now' ? load() : afterFirstPaint().then(load)).then(
        (module) => (ready = module.default as ComponentType<object>),
        (error: unknown) => {
          if (failure === 'throw') throw error;
          return (ready = () => null);
        },
      );
      // Handled where it is used (the effect below); a part gone by then leaves no unhandled rejection.
      loading.catch(() => undefined);
    }
    return loading;
  };
  return function LazyPart(props: PropsOf<C>) {
    const [Part, setPart] = useState(() => ready);
    // A chunk that cannot load, for an essential part: thrown while rendering, into the boundary.
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    // The chunk is asked for as the part first renders, as React's `lazy` does, not a frame later.
    if (!Part) void start();
    useEffect(() => {
      if (Part) return;
      let live = true;
      start().then(
        // A background render: a part's arrival (several land in the seconds after the first
        // paint) is rendered in slices, not in one task a tap would wait behind.
        (loaded) => live && startTransition(() => setPart(() => loaded)),
        (error: unknown) => live && setFailed({ error }),
      );
      return () => {
        live = false;
      };
    }, [Part]);
    if (failed) throw failed.error;
    const waiting = fallback ? fallback(props) : null;
    return Part ? (
      <Suspense fallback={waiting}>
        <Part {...(props as object)} />
      </Suspense>
    ) : (
      waiting
    );
  };
}
