import type { CSSProperties, ReactNode } from 'react';
import { useModal } from '@/ui/use-modal';
import './install.css';

/**
 * The backdrop every install overlay sits on: a centred card or a bottom sheet, with the open and
 * close animation of features.installPrompt.animationMs (250 ms). `leaving` plays
 * the close animation; the owner unmounts after the same time (use-exit.ts). It is a modal
 * (ui/use-modal.ts): Escape calls `onEscape`, the overlay's way out (none for a mandatory upgrade),
 * and nothing while it is leaving.
 */
export function InstallLayer({ sheet, leaving, animationMs, label, onEscape, children }: {
  sheet?: boolean;
  leaving?: boolean;
  animationMs: number;
  label: string;
  onEscape?: () => void;
  children: ReactNode;
}) {
  const modal = useModal(leaving ? undefined : onEscape);
  const classes = ['a2hs-backdrop', sheet && 'a2hs-backdrop--sheet', leaving && 'a2hs-backdrop--leaving'].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ '--a2hs-ms': `${animationMs}ms` } as CSSProperties} role="presentation">
      <section ref={modal} className={sheet ? 'a2hs-sheet' : 'a2hs-card'} role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </section>
    </div>
  );
}
