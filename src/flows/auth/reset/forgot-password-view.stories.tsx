import { CountryPicker } from '../sms/country-picker';
import { noop, storyCountries, storyVietnam } from '../sms/country-story-data';
import { SmsCodeButtonView } from '../sms/sms-code-button-view';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password-view';

// The page's visual states. The failures' words are the English texts of their keys
// (reset-submit.ts `resetFailureOf`), as the page shows them.
const idle = <SmsCodeButtonView state="idle" seconds={0} sent={false} onClick={noop} />;
const base: ForgotPasswordViewProps = {
  channel: 'sms', onChannel: noop, picker: null, renderCodeButton: () => idle, busy: false, failure: null,
  publicDefault: 'Lvn-mobile-2468', onSubmit: noop, onBack: noop, loginPath: '/m/login',
};
const picker = <CountryPicker countries={storyCountries} selected={storyVietnam} locked={false} onSelect={noop} />;
const mobile = { mobileNum: '912 345 678' };
const email = { email: 'demo@sandbox.test' };
const filled = { verificationCode: '482913', newPassword: 'n3w-Passw0rd', confirm: 'n3w-Passw0rd' };
const counting = <SmsCodeButtonView state="countdown" seconds={57} sent onClick={noop} />;

export const MobileTab = () => <ForgotPasswordView {...base} />;
export const MobileTabWithCountryPicker = () => <ForgotPasswordView {...base} picker={picker} />;
export const MobileTabLockedCountry = () => (
  <ForgotPasswordView {...base} picker={<CountryPicker countries={storyCountries} selected={storyVietnam} locked onSelect={noop} />} />
);
export const EmailTab = () => <ForgotPasswordView {...base} channel="email" />;
export const CodeSentByTextCountingDown = () => <ForgotPasswordView {...base} picker={picker} initial={mobile} renderCodeButton={() => counting} />;
export const CodeSentByEmailCountingDown = () => <ForgotPasswordView {...base} channel="email" initial={email} renderCodeButton={() => counting} />;
export const SendingCode = () => (
  <ForgotPasswordView {...base} initial={mobile} renderCodeButton={() => <SmsCodeButtonView state="sending" seconds={0} sent={false} onClick={noop} />} />
);
export const Submitting = () => <ForgotPasswordView {...base} busy initial={{ ...mobile, ...filled }} renderCodeButton={() => counting} />;
export const NumberMissing = () => (
  <ForgotPasswordView {...base} initial={filled} initialProblem={{ field: 'target', message: 'auth.reset.fill_all' }} />
);
export const EmailMalformed = () => (
  <ForgotPasswordView {...base} channel="email" initial={{ email: 'demo@sandbox', ...filled }} initialProblem={{ field: 'target', message: 'auth.reset.email_invalid' }} />
);
export const PasswordsDiffer = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled, confirm: 'n3w-Passw0rd!' }} initialProblem={{ field: 'confirm', message: 'auth.changepw.mismatch' }} />
);
export const PasswordTooShort = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled, newPassword: 'abc', confirm: 'abc' }} initialProblem={{ field: 'newPassword', message: 'auth.changepw.too_short' }} />
);
export const PublicDefaultPassword = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled, newPassword: 'Lvn-mobile-2468', confirm: 'Lvn-mobile-2468' }}
    initialProblem={{ field: 'newPassword', message: 'auth.changepw.public_default' }} />
);
export const WrongCode = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled }} renderCodeButton={() => counting}
    failure={{ field: 'verificationCode', message: 'That code is not right. Check the message and type it again.' }} />
);
export const CodeExpired = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled }} failure={{ field: 'verificationCode', message: 'That code has expired. Ask for a new one.' }} />
);
export const CodeVoidAfterTooManyTries = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled }}
    failure={{ field: 'verificationCode', message: 'Too many wrong codes: this one no longer works. Ask for a new code.' }} />
);
export const NumberRefused = () => (
  <ForgotPasswordView {...base} initial={{ mobileNum: '12', ...filled }} failure={{ field: 'target', message: "That mobile number isn't valid. Check it and try again." }} />
);
export const EmailRefused = () => (
  <ForgotPasswordView {...base} channel="email" initial={{ email: 'demo@sandbox.test', ...filled }}
    failure={{ field: 'target', message: "That email address isn't valid. Check it and try again." }} />
);
export const PasswordRefusedByServer = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled }}
    failure={{ field: 'newPassword', message: "This password isn't accepted. Choose a different one of at least 6 characters." }} />
);
export const CaptchaFailed = () => (
  <ForgotPasswordView {...base} initial={mobile} failure={{ field: 'verificationCode', message: "The security check didn't pass. Ask for the code again." }} />
);
export const ServerUnavailable = () => (
  <ForgotPasswordView {...base} initial={{ ...mobile, ...filled }} renderCodeButton={() => counting}
    failure={{ field: 'form', message: "We couldn't reach the server. Everything you typed is still here: try again in a moment." }} />
);
