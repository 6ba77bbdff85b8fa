// THE /wps contract, as one table: every row of calls/ (one file per row, so that a chunk of the
// app carries only the rows it imports: the build puts every module the first load reaches into
// the first-load chunk, whole). docs/wire-contract.md section 5 has the same table
// (wire-contract-doc.test.ts keeps the two in step).
//
// App code imports the row it calls (`import { memberInfo } from '@/lib/wire/calls/member-info'`),
// never this file (lint); the sandbox, the tests and the doc check read the whole table here.
//
// A row's columns: method, path; `encrypted` body; `auth` (token = needs one; public = needs
// none, the client sends the one it has; none = needs none and the client never sends one);
// `alert` (dialog = the http layer's generic alert on failure; caller = no dialog, the caller
// tells the player itself); `timeoutMs` where not the default 30 s; `moduleId` where fixed; the
// request and response types (shapes.ts). The doc comment on a row says why its policy is what
// it is.
export { rsaKey } from './calls/rsa-key';
export { login } from './calls/login';
export { loginVerification } from './calls/login-verification';
export { endSession } from './calls/end-session';
export { register } from './calls/register';
export { registerMobile } from './calls/register-mobile';
export { registerAutoUsername } from './calls/register-auto-username';
export { registerFirebase } from './calls/register-firebase';
export { changePassword } from './calls/change-password';
export { passwordResetCode } from './calls/password-reset-code';
export { passwordReset } from './calls/password-reset';
export { memberInfo } from './calls/member-info';
export { memberLanguage } from './calls/member-language';
export { smsNoLogin } from './calls/sms-no-login';
export { geetestChallenge } from './calls/geetest-challenge';
export { systemStatus } from './calls/system-status';
export { systemCountry } from './calls/system-country';
export { domainRoute } from './calls/domain-route';
export { ping } from './calls/ping';
export { customerService } from './calls/customer-service';
export { launchChat } from './calls/launch-chat';
export { unreadCount } from './calls/unread-count';
export { availablePromotions } from './calls/available-promotions';
export { announcements } from './calls/announcements';
export { banners } from './calls/banners';
export { rankProgress } from './calls/rank-progress';
export { depositSettings } from './calls/deposit-settings';
export { trackEvents } from './calls/track-events';
export { gameVendors } from './calls/game-vendors';
export { vendorGames } from './calls/vendor-games';
export { gameTrialLaunch } from './calls/game-trial-launch';
export { gameTrialLaunchSync } from './calls/game-trial-launch-sync';
export { launchGame } from './calls/launch-game';
export { pushBind } from './calls/push-bind';
export { pushSubscribe } from './calls/push-subscribe';
export { pushUnsubscribe } from './calls/push-unsubscribe';
export { signInCalendar } from './calls/sign-in-calendar';
export { signInClaim } from './calls/sign-in-claim';
export { noviceTasks } from './calls/novice-tasks';
export { noviceTaskClaim } from './calls/novice-task-claim';
export { rescueBonus } from './calls/rescue-bonus';
export { rescueBonusClaim } from './calls/rescue-bonus-claim';
export { vouchers } from './calls/vouchers';
export { voucherClaim } from './calls/voucher-claim';
export { missionRanking } from './calls/mission-ranking';
export { promotionList } from './calls/promotion-list';
export { promotionDetail } from './calls/promotion-detail';
export { vipLevels } from './calls/vip-levels';
export { referralInfo } from './calls/referral-info';
export { sendFeedback } from './calls/feedback';
export { profileIcon, saveProfileIcon } from './calls/profile-icon';
