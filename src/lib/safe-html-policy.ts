/** Where a link found in server HTML may lead: inside the app, out to a new tab, or nowhere. */
export type LinkDecision = { kind: 'in-app'; path: string } | { kind: 'external'; url: string } | null;

export interface HtmlPolicy {
  /** Where a link's href may lead. */
  link: (href: string) => LinkDecision;
  /** The URL an image may load from, or null to drop its source. */
  image: (src: string) => string | null;
}

/** The policy that lets nothing out: links lose their href, images their source. */
export const CLOSED_POLICY: HtmlPolicy = { link: () => null, image: () => null };

/** A sanitizer: the HTML (already defused) with only the allow-lists' markup, its URLs policed. */
export type SanitizeEngine = (html: string, policy: HtmlPolicy) => string;

/** What an engine is built from (safe-html-rules.ts): the allow-lists and the policing of one element. */
export interface SanitizeRules {
  elements: readonly string[];
  attributes: readonly string[];
  police: (node: Element, policy: HtmlPolicy) => void;
}
