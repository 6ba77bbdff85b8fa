import type { HtmlPolicy } from '@/lib/safe-html';
import type { Announcement } from '@/lib/wire/shapes';

/** Sample announcements for the stories (what the sandbox sends a Lucky VN player, in English). */
export const STORY_ITEMS: Announcement[] = [
  { id: 8101, title: '100% welcome bonus', content: '<p>Register today and your <strong>first deposit is doubled</strong>, up to 5,000,000. Wagering 10× within 30 days.</p><p><a href="/m/activity">See the offer</a></p>', promotionType: 'FIRST_DEPOSIT', execution: 'B' },
  { id: 8102, title: 'Draw times', content: '<p>Results are published every evening from 18:15. Bets close 15 minutes before each draw.</p>', promotionType: 'NOTICE', execution: 'B' },
  { id: 8202, title: 'Updated terms of play', content: '<p>From the 1st of next month, bonus wagering counts only on settled bets. Please read the whole notice before you continue.</p>', promotionType: 'NOTICE', execution: 'A', forcedReading: true },
];

export const STORY_POLICY: HtmlPolicy = {
  link: (href) => (href.startsWith('/m/') ? { kind: 'in-app', path: href } : null),
  image: () => null,
};

/** A welcome picture as a data URL, so the stories need no image server. */
export const STORY_WELCOME_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b71c1c"/><stop offset="1" stop-color="#ff8f00"/></linearGradient></defs><rect width="600" height="800" fill="url(#g)"/><text x="300" y="420" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">Lucky VN</text></svg>')}`;
