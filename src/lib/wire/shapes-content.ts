// The shapes of the server's content for the lobby and the popups: announcements (the popup, the
// marquee, the announcements page) and banners (the welcome image popups and the lobby's carousel).
// Types only, re-exported by shapes.ts.

export interface Announcement {
  id: number | string;
  title: string;
  /** HTML, unsanitised. */
  content: string;
  promotionType: string;
  execution: 'A' | 'B' | 'F';
  category?: string | null;
  /** Forced reading (this product's decision): the popup closes only on its last slide when any item has it. */
  forcedReading?: boolean;
}

/**
 * A server banner. m_popup1 and m_popup2 are the welcome image popups; m_banner (this product's
 * design) are the lobby's carousel banners, whose `url` may be a path on an image CDN (the client
 * puts a host from imageCDNs in front) and `urlWebp` the same picture as WebP.
 */
export interface Banner {
  groupName: 'm_popup1' | 'm_popup2' | 'm_banner';
  url: string;
  urlWebp?: string;
  linkageType: 'P' | 'URL' | 'G';
  linkage: string;
  roomId: string | number | null;
  nodeId: string | number | null;
  gameType: string | null;
  vendor: string | null;
}
