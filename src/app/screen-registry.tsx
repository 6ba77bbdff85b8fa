import { lazy, type ComponentType } from 'react';
import HomeScreen from '@/flows/home/home-screen';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';

/**
 * Screen id (the manifest's `routes[].screen`) → component. The only place that knows every flow.
 * Home is in the first load (it is the landing page); every other screen is its own chunk.
 * Screens without their own flow yet render the section screen (see flows/notices).
 */
export type ScreenId = MerchantManifest['routes'][number]['screen'];
type ScreenComponent = ComponentType<{ screen: string }>;

const Section = lazy(() => import('@/flows/notices/section-screen'));
const loginChunk = () => import('@/flows/auth/login/login-screen');
const Login = lazy(loginChunk);
const MemberHome = lazy(() => import('@/flows/member/member-home-screen'));
const AppDownload = lazy(() => import('@/flows/install/app-download-screen'));

export const screenRegistry: Record<ScreenId, ScreenComponent> = {
  home: HomeScreen,
  login: Login,
  memberHome: MemberHome,
  register: lazy(() => import('@/flows/auth/register/register-screen')),
  game: Section,
  changePassword: lazy(() => import('@/flows/auth/change-password/change-password-screen')),
  launchGame: Section,
  appDownload: AppDownload,
  activity: Section,
  rewardCenter: Section,
  activitySignIn: Section,
  activityNoviceTask: Section,
  activityRescue: Section,
  voucherCenter: Section,
  inviteFriends: Section,
  leaderBoard: Section,
  memberBenefits: Section,
  feedback: Section,
};

/**
 * Screens whose code start-up fetches while it waits for the status call when the landing URL
 * shows them (app/boot.ts): the login page, where a members-only home sends visitors. The screen's
 * own lazy import then finds the module already there.
 */
export const screenChunks: Partial<Record<ScreenId, () => Promise<unknown>>> = { login: loginChunk };
