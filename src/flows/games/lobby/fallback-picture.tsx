import { useState } from 'react';

/**
 * A picture tried on each image host in turn: `<picture>` with the WebP source and the JPEG
 * `<img>` from the same host; when the image fails there, both move to the next host. When every
 * host has failed (or there is none), `fallback` shows instead: the caller's tidy placeholder.
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
  const src = jpg[attempt];
  if (!load || !src) return <>{fallback}</>;
  const source = webp[attempt];
  return (
    // Keyed by the attempt, so the browser picks again from the new source and image.
    <picture key={attempt}>
      {source && <source srcSet={source} type="image/webp" />}
      <img
        className={className}
        src={src}
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
