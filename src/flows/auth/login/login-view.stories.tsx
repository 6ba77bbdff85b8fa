import { LoginView, type LoginViewProps } from './login-view';

const base: LoginViewProps = {
  brand: 'Lucky VN', busy: false, error: null, registerPath: '/m/register', forgotPath: '/m/forgotPassword', onSubmit: () => undefined, onBack: () => undefined,
  tab: 'username', onTab: () => undefined, remember: false, onRemember: () => undefined,
};
const mobileForm = <div className="card">Mobile number, country and SMS code (the SMS login form)</div>;

export const Idle = () => <LoginView {...base} />;
export const Processing = () => <LoginView {...base} busy />;
export const WrongPassword = () => <LoginView {...base} error="Username or password is incorrect." />;
export const MembersOnlySite = () => <LoginView {...base} onBack={undefined} />;
export const SecureLoginUnavailable = () => <LoginView {...base} error="Secure login is unavailable right now. Please try again." />;
export const MobileTab = () => <LoginView {...base} tab="mobile" mobile={mobileForm} />;
export const RememberTicked = () => <LoginView {...base} remember />;
export const RememberedLoginFilledIn = () => <LoginView {...base} remember initial={{ username: 'demo', password: 'demo1234' }} />;
export const AutoLoginRunning = () => <LoginView {...base} remember busy initial={{ username: 'demo', password: 'demo1234' }} />;
export const RememberUnavailable = () => <LoginView {...base} rememberBlocked />;
export const WithSocialSignIn = () => <LoginView {...base} social={<div className="card">Sign in with Google · Facebook · Line</div>} />;
export const AfterPasswordReset = () => <LoginView {...base} initial={{ username: 'demo', password: '' }} passwordReset />;
