import { LoginView, type LoginViewProps } from './login-view';

const base: LoginViewProps = { brand: 'Lucky VN', busy: false, error: null, registerPath: '/m/register', onSubmit: () => undefined, onBack: () => undefined };

export const Idle = () => <LoginView {...base} />;
export const Processing = () => <LoginView {...base} busy />;
export const WrongPassword = () => <LoginView {...base} error="Username or password is incorrect." />;
export const MembersOnlySite = () => <LoginView {...base} onBack={undefined} />;
export const SecureLoginUnavailable = () => <LoginView {...base} error="Secure login is unavailable right now. Please try again." />;
