/**
 * "Forget me on this device" starts ticked in a browser tab, which may be a shared or borrowed
 * phone, and unticked in the installed web app, which is the player's own (docs/decisions.md,
 * "Forget me on this device").
 */
export function forgetByDefault(): boolean {
  return !(typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) && (navigator as { standalone?: boolean }).standalone !== true;
}
