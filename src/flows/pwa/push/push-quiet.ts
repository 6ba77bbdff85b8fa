/**
 * Resolves after `settleMs`, once no modal dialog (`[aria-modal="true"]`: alerts, the install
 * prompt, the update dialog, the second-factor modal…) has been open for a whole `pollMs`. The
 * push prompt uses it so it never stacks on another dialog, without knowing which flow owns it.
 */
export function whenNoModal(doc: Document, { settleMs = 3000, pollMs = 1000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    let wasQuiet = false;
    const check = () => {
      const open = doc.querySelector('[aria-modal="true"]') !== null;
      if (!open && wasQuiet) return resolve();
      wasQuiet = !open;
      setTimeout(check, pollMs);
    };
    setTimeout(check, settleMs);
  });
}
