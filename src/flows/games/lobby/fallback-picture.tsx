import { useEffect, useState } from 'react';

/** After every host has failed once, how long before they are all tried once more. */
export const RETRY_AFTER_MS = 3000;

/**
 * The host an attempt uses: each host once, then a pause (null), then each host once more; after
 * that none (undefined), as when there is no host at all.
 *
 *   hostOf(0, 2) → 0, hostOf(1, 2) → 1, hostOf(2, 2) → null, hostOf(3, 2) → 0, hostOf(4, 2) → 1, hostOf(5, 2) → undefined
 */
export function hostOf(attempt: number, hosts: number): number | null | undefined {
  if (hosts === 0) return undefined;
  if (attempt < hosts) return attempt;
  if (attempt === hosts) return null;
  return attempt <= 2 * hosts ? attempt - hosts - 1 : undefined;
}

/**
 * A picture tried on each image host in turn: `<picture>` with the WebP source and the JPEG
 * `<img>` from the same host; when the image fails there, both move to the next host. When every
 * host has failed (or there is none), `fallback` shows instead: the caller's tidy placeholder; a
 * phone's line drops requests now and then, so every host is tried once more after
 * RETRY_AFTER_MS, and the placeholder stays for good only when that round fails too.
 *
 *   <FallbackPicture jpg={hosts.urls(game.image)} webp={hosts.urls(game.imageWebp)} width={112} height={112} alt="" fallback={<span>Fortune Tiger</span>} />
 */
export function FallbackPicture({ jpg, webp, width, height, alt, className, load = true, eager = false, fallback }: {
  jpg: readonly string[];
  webp: readonly string[];
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** False: not yet (the picture is not near the screen); the fallback's box holds the place. */
  load?: boolean;
  eager?: boolean;
  fallback: React.ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const host = hostOf(attempt, jpg.length);
  const pausing = load && host === null;
  useEffect(() => {
    if (!pausing) return;
    const timer = setTimeout(() => setAttempt((a) => a + 1), RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pausing]);
  if (!load || host === null || host === undefined) return <>{fallback}</>;
  const source = webp[host];
  return (
    // Keyed by the attempt, so the browser picks again from the new source and image.
    <picture key={attempt}>
      {source && <source srcSet={source} type="image/webp" />}
      <img
        className={className}
        src={jpg[host]}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setAttempt((a) => a + 1)}
      />
    </picture>
  );
}
