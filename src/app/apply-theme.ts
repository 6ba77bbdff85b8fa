import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';

/** The merchant's theme as CSS variables on <html>; ui/base.css reads only these. */
export function applyTheme(theme: MerchantManifest['theme'], doc: Document = document): void {
  const root = doc.documentElement.style;
  root.setProperty('--c-primary', theme.primaryColor);
  root.setProperty('--c-accent', theme.accentColor);
  root.setProperty('--c-bg', theme.backgroundColor);
  root.setProperty('--c-surface', theme.surfaceColor);
  root.setProperty('--c-text', theme.textColor);
  root.setProperty('--c-header', theme.headerColor);
  if (theme.radius !== undefined) root.setProperty('--radius', `${theme.radius}px`);
  if (theme.fontFamily) root.setProperty('--font', theme.fontFamily);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.headerColor);
}
