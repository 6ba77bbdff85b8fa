// THE /wps contract: one row per call the app or the sandbox knows, each its own export so a
// chunk carries only the rows it uses. docs/wire-contract.md section 5 has the same table
// (wire-contract-doc.test.ts keeps the two in step). The only file of src/ that spells /wps paths.
//
// Columns: method, path; `encrypted` body; `auth` (token = needs one; public = needs none, the
// client sends the one it has; none = needs none and the client never sends one); `alert`
// (dialog = the http layer's generic alert on failure; caller = no dialog, the caller tells the
// player itself); `timeoutMs` where not the default 30 s; `moduleId` where fixed; and the
// request/response types (shapes.ts). Add a call: a row here, a row in the doc, one caller
// (`api.call(row, …)`), one sandbox handler (`router.on(row, …)`).
import { defineCall } from './define-call';
import type * as S from './shapes';

type None = Record<never, never>;

// ---- session ----

/** Fetched by the http layer itself before every encrypted call; a failure is the encrypted call's. */
export const rsaKey = defineCall<{ params: { _: number } }, S.RsaKeyAnswer>({ method: 'GET', path: '/wps/session/key/rsa', auth: 'public', alert: 'caller', bare: true });
/** The login form (and SMS and social sign-in) shows the message and reacts to codes such as login_verify_required. */
export const login = defineCall<{ body: S.LoginRequest }, S.LoginValue>({ method: 'POST', path: '/wps/session/login', encrypted: true, auth: 'public', alert: 'caller' });
/** The second-factor modal shows the message beside the code input. */
export const loginVerification = defineCall<{ body: S.SecondFactorRequest }, S.LoginValue>({ method: 'POST', path: '/wps/session/login/verification', encrypted: true, auth: 'public', alert: 'caller' });
/** Logout: best effort, the player is logged out here whatever the server says. */
export const logout = defineCall<None, null>({ method: 'DELETE', path: '/wps/session', auth: 'token', alert: 'caller' });

// ---- registration: the register flow shows the message and refreshes the captcha ----

export const register = defineCall<{ body: S.RegisterRequest }, S.RegisterValue>({ method: 'POST', path: '/wps/member/register', encrypted: true, auth: 'public', alert: 'caller', moduleId: 'REG3' });
export const registerMobile = defineCall<{ body: S.RegisterRequest }, S.RegisterValue>({ method: 'POST', path: '/wps/member/register/mobile', encrypted: true, auth: 'public', alert: 'caller', moduleId: 'MOBILENUMREG3' });
export const registerAutoUsername = defineCall<{ body: S.RegisterRequest }, S.RegisterValue>({ method: 'POST', path: '/wps/member/register/autoUsername', auth: 'public', alert: 'caller', moduleId: 'REG3' });
export const registerFirebase = defineCall<{ body: S.FirebaseRegisterRequest }, S.RegisterValue>({ method: 'POST', path: '/wps/member/register/firebase', encrypted: true, auth: 'public', alert: 'caller' });

// ---- member ----

/** The change-password page shows the server's message. */
export const changePassword = defineCall<{ body: S.ChangePasswordRequest }, null>({ method: 'POST', path: '/wps/member/password', encrypted: true, auth: 'token', alert: 'caller' });
export const memberInfo = defineCall<None, S.MemberInfoValue>({ method: 'GET', path: '/wps/member/info', auth: 'token', alert: 'dialog' });
/** The UI already switched language: a failed sync is not worth an alert. */
export const memberLanguage = defineCall<{ body: { language: string } }, null>({ method: 'POST', path: '/wps/member/language', auth: 'token', alert: 'caller' });

// ---- verification ----

export const smsNoLogin = defineCall<{ body: S.SmsTarget & S.CaptchaFields }, S.SmsSendValue | null>({ method: 'POST', path: '/wps/verification/sms/noLogin', auth: 'public', alert: 'dialog' });
/** The captcha widget shows its own error; 10 s like the rest of the captcha's loading. */
export const geetestChallenge = defineCall<{ params: { t: number } }, S.GeetestChallenge>({ method: 'GET', path: '/wps/captcha/geetest', auth: 'public', alert: 'caller', timeoutMs: 10_000 });

// ---- system ----

/** The app shows its own notice dialog (or the domain-unavailable handling). */
export const systemStatus = defineCall<{ params: S.SystemStatusParams }, S.SystemStatusValue>({ method: 'GET', path: '/wps/system/status', auth: 'public', alert: 'caller' });
/** Without it the forms use no dialing code and the picker stays hidden. */
export const systemCountry = defineCall<{ params: { _: string } }, S.CountryInfo>({ method: 'GET', path: '/wps/system/country', auth: 'public', alert: 'caller' });
export const domainRoute = defineCall<None, S.DomainRouteValue>({ method: 'GET', path: '/wps/system/domainRoute', auth: 'public', alert: 'dialog' });
/** The network probe (layer 1, 5 s): a failure means "network unstable", a toast of its caller. */
export const ping = defineCall<{ params?: { speed?: number } }, S.PingValue>({ method: 'GET', path: '/wps/system/test/ping', auth: 'none', alert: 'caller', timeoutMs: 5_000 });
/** A fallback source (status failed, or a domain list to race): its failure leaves the other sources. */
export const customerService = defineCall<None, S.CustomerServiceValue>({ method: 'GET', path: '/wps/system/customerService', auth: 'public', alert: 'caller' });

// ---- relays ----

export const launchChat = defineCall<{ params: S.LaunchChatParams }, { chatUrl: string }>({ method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'token', alert: 'dialog' });
/** Background badge poll: a failure just leaves the badge as it is. */
export const unreadCount = defineCall<None, { unReadCount: number }>({ method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'token', alert: 'caller' });
/** No authorization (spec); the gift of the download bar: hidden when it fails. */
export const availablePromotions = defineCall<None, S.PromotionsValue>({ method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', auth: 'none', alert: 'caller' });
export const announcements = defineCall<{ params: { types: 'PR'; platform: 'M'; category?: string } }, { list: S.Announcement[] }>({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', auth: 'public', alert: 'dialog' });
export const banners = defineCall<None, { list: S.Banner[] }>({ method: 'GET', path: '/wps/relay/MCSFE_getBanners', auth: 'public', alert: 'dialog' });
/** The optional VIP progress widget: hidden when it fails. */
export const rankProgress = defineCall<None, S.RankProgressValue>({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'token', alert: 'caller' });
/** Feeds the install prompt's rules: without it the prompt uses its defaults. */
export const depositSettings = defineCall<None, S.DepositSettingsValue>({ method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: 'token', alert: 'caller' });
/** `events`: a JSON string of TrackEvent[]. */
export const trackEvents = defineCall<{ body: { events: string } }, { accepted: number }>({ method: 'POST', path: '/wps/relay/MCSFE_trackEvents', auth: 'public', alert: 'dialog' });
/** The home lanes: empty when it fails. */
export const gameVendors = defineCall<{ params: { platform: 'html5' } }, { data: { lanes: S.GameLane[] } }>({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', auth: 'public', alert: 'caller' });
export const gameTrialLaunch = defineCall<{ params: S.TrialLaunchParams }, S.GameUrlValue>({ method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: 'public', alert: 'dialog' });
export const launchGame = defineCall<{ params: S.LaunchGameParams }, S.GameUrlValue>({ method: 'GET', path: '/wps/game/launchGame', auth: 'token', alert: 'dialog', timeoutMs: 10_000 });

// ---- push: background bookkeeping, the player is not told ----

export const pushBind = defineCall<{ body: S.PushBindRequest }, null>({ method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: 'token', alert: 'caller' });
export const pushSubscribe = defineCall<{ body: S.PushSubscribeRequest }, null>({ method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'token', alert: 'caller' });
export const pushUnsubscribe = defineCall<{ body: S.PushUnsubscribeRequest }, null>({ method: 'DELETE', path: '/wps/relay/CSP_fcmUnsubscribe', auth: 'token', alert: 'caller' });
