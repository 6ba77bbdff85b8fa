/**
 * Home's lazy parts in one chunk (one request after the first paint, and one file name fewer in the
 * first-load chunk): the lanes, the marquee, the member's rank, the carousel's live half, and the
 * game page, which shares most of their code and is one tap away.
 */
export { default as HomeLanes } from './home-lanes';
export { default as Marquee } from './marquee';
export { default as MemberRank } from './member-rank';
export { CarouselControls, ServerSlides } from './banner-carousel';
export { default as GameScreen } from './game-screen';
