import { Dialog } from '@/ui/dialog';
import { CaptchaWidgetView } from '../captcha/captcha-widget-view';
import { CountryPicker } from '../sms/country-picker';
import { noop, storyCountries, storyVietnam } from '../sms/country-story-data';
import { RegisterView, type RegisterViewProps } from './register-view';
import { SmsCodeButtonView } from '../sms/sms-code-button-view';

const base: RegisterViewProps = {
  brand: 'Lucky VN',
  busy: false,
  mobilePassword: true,
  picker: null,
  renderCodeButton: () => <SmsCodeButtonView state="idle" seconds={0} sent={false} onClick={noop} />,
  captcha: null,
  onSubmit: noop,
  loginPath: '/m/login',
  onBack: noop,
  success: null,
};
const picker = <CountryPicker countries={storyCountries} selected={storyVietnam} locked={false} onSelect={noop} />;
const mobile = { method: 'mobile' as const, mobileNum: '912 345 678' };

export const ByUsername = () => <RegisterView {...base} />;
export const ByMobileWithPassword = () => <RegisterView {...base} picker={picker} initial={{ method: 'mobile' }} />;
export const ByMobileDefaultPassword = () => <RegisterView {...base} mobilePassword={false} picker={picker} initial={{ method: 'mobile' }} />;
export const ByMobileLockedCountry = () => (
  <RegisterView {...base} picker={<CountryPicker countries={storyCountries} selected={storyVietnam} locked onSelect={noop} />} initial={{ method: 'mobile' }} />
);
export const ByMobileCodeSent = () => (
  <RegisterView {...base} picker={picker} initial={mobile}
    renderCodeButton={() => <SmsCodeButtonView state="countdown" seconds={48} sent onClick={noop} />} />
);
export const WithCaptcha = () => <RegisterView {...base} captcha={<CaptchaWidgetView state="waiting" onVerify={noop} onRetry={noop} />} />;
export const RememberPassword = () => <RegisterView {...base} initial={{ username: 'newbie01', password: 'secret99', remember: true }} />;
/** Private browsing or blocked storage: the option is off, with the reason. */
export const RememberBlocked = () => <RegisterView {...base} rememberBlocked />;
export const MissingPassword = () => <RegisterView {...base} initial={{ username: 'newbie01', missing: 'password' }} />;
export const MissingMobile = () => <RegisterView {...base} initial={{ method: 'mobile', missing: 'mobileNum' }} />;
export const Registering = () => <RegisterView {...base} busy initial={{ username: 'newbie01', password: 'secret99' }} />;
export const ServerRefused = () => (
  <>
    <RegisterView {...base} initial={{ username: 'demo', password: 'secret99' }} />
    <Dialog title="Notice" message="This username is already taken." confirmLabel="OK" onConfirm={noop} />
  </>
);
export const SuccessLoggingIn = () => (
  <RegisterView {...base} initial={{ username: 'newbie01', password: 'secret99' }} success={{ message: 'Registration successful. Logging you in now.', onConfirm: noop }} />
);
export const SuccessServerChoseUsername = () => (
  <RegisterView {...base} initial={{ password: 'secret99', login: false }}
    success={{ message: 'Registration successful. Log in with your new account.\nYour username: u40213377', onConfirm: noop }} />
);
