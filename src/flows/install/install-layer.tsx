import type { CSSProperties, ReactNode } from 'react';
import './install.css';

/**
 * The backdrop every install overlay sits on: a centred card or a bottom sheet, with the open and
 * close animation of features.installPrompt.animationMs (spec section 9: 250 ms). `leaving` plays
 * the close animation; the owner unmounts after the same time (use-exit.ts).
 */
export function InstallLayer({ sheet, leaving, animationMs, label, children }: {
  sheet?: boolean;
  leaving?: boolean;
  animationMs: number;
  label: string;
  children: ReactNode;
}) {
  const classes = ['a2hs-backdrop', sheet && 'a2hs-backdrop--sheet', leaving && 'a2hs-backdrop--leaving'].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ '--a2hs-ms': `${animationMs}ms` } as CSSProperties} role="presentation">
      <section className={sheet ? 'a2hs-sheet' : 'a2hs-card'} role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </section>
    </div>
  );
}
