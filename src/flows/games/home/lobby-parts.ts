import { lazyPart } from '@/ui/lazy-part';
import type * as Parts from '../lobby/lobby-parts';

// Home's lazy parts share one chunk (lobby/lobby-parts.ts), fetched once after the first paint.
const part = <K extends 'HomeLanes' | 'Marquee' | 'MemberRank' | 'ServerSlides' | 'CarouselControls'>(name: K) =>
  lazyPart(() => import('../lobby/lobby-parts').then((m) => ({ default: m[name] as (typeof Parts)[K] })));
export const HomeLanes = part('HomeLanes');
export const Marquee = part('Marquee');
export const MemberRank = part('MemberRank');
export const ServerSlides = part('ServerSlides');
export const CarouselControls = part('CarouselControls');
