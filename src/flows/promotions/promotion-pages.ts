// The promotion pages, one lazy chunk: each is small, and they link to each other.
export { default as ActivityScreen } from './activity-screen';
export { default as RewardCenterScreen } from './reward-center-screen';
export { default as BenefitsScreen } from './benefits-screen';
export { default as InviteScreen } from './invite-screen';
