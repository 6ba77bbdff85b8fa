import { LandedAccountBar, LandedAccountConfirm, LandingRefusedBar } from './landing-views';

/** The landing bar and the account question, one story per state (landing-views.tsx). */
const noop = () => undefined;

export const AccountFromLink = () => <LandedAccountBar userName="demo" onKeep={noop} onLogOut={noop} />;
export const AccountFromLinkLongName = () => <LandedAccountBar userName="goldcrest_vip_member_2024_lucky" onKeep={noop} onLogOut={noop} />;
export const AccountFromLinkLoggingOut = () => <LandedAccountBar userName="demo" busy onKeep={noop} onLogOut={noop} />;
export const LinkTokenInvalid = () => <LandingRefusedBar why="invalid" loginPath="/m/login" onLogin={noop} onDismiss={noop} />;
export const LinkTokenUnchecked = () => <LandingRefusedBar why="unchecked" loginPath="/m/login" onLogin={noop} onDismiss={noop} />;
export const LinkTokenInvalidNoLoginPage = () => <LandingRefusedBar why="invalid" loginPath={null} onLogin={noop} onDismiss={noop} />;
export const ConfirmBeforeCashier = () => <LandedAccountConfirm userName="demo" onContinue={noop} onLogOut={noop} onBack={noop} />;
export const ConfirmBeforeCashierLoggingOut = () => <LandedAccountConfirm userName="demo" busy onContinue={noop} onLogOut={noop} onBack={noop} />;
