import { SocialChoiceView } from './social-choice-view';
import { SocialPhoneView } from './social-phone-view';
import { SocialButtons as SocialButtonsRow } from './social-buttons';
import { SocialSignIn } from './social-sign-in';
// In the app it comes with the first-load stylesheet (auth/index.ts imports it).
import './social-buttons.css';

const noop = () => undefined;

export const PhoneNumber = () => <SocialPhoneView step="number" busy={false} error={null} onSend={noop} onConfirm={noop} onCancel={noop} />;
export const PhoneSending = () => <SocialPhoneView step="number" busy error={null} onSend={noop} onConfirm={noop} onCancel={noop} />;
export const PhoneCode = () => <SocialPhoneView step="code" busy={false} error={null} onSend={noop} onConfirm={noop} onCancel={noop} />;
export const PhoneCodeWrong = () => (
  <SocialPhoneView step="code" busy={false} error={'The code is not right. Check the SMS and type it again.\nCode: auth/invalid-verification-code\nReason: Firebase: Error (auth/invalid-verification-code).'} onSend={noop} onConfirm={noop} onCancel={noop} />
);
export const ChooseAccount = () => <SocialChoiceView busy={false} onLogin={noop} onRegister={noop} />;
export const ChooseAccountRegistering = () => <SocialChoiceView busy onLogin={noop} onRegister={noop} />;
/** Registration closed (the status's register.enabled false): logging in is the only way on. */
export const ChooseAccountRegistrationClosed = () => <SocialChoiceView busy={false} onLogin={noop} />;

const config = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-x', appId: '1', signInProviders: ['google', 'facebook', 'twitter', 'line', 'phone'] as ('google' | 'facebook' | 'twitter' | 'line' | 'phone')[] };
/** Each provider's mark before its name (Ladle's merchant and language controls: a dark theme, Urdu right to left). */
export const SocialButtons = () => <SocialSignIn config={config} autoRegister accountCreation onLoggedIn={noop} />;
/** Before the sign-in part has loaded (and in the login page's HTML shell): the row holds its place, disabled. */
export const SocialButtonsLoading = () => <SocialButtonsRow providers={config.signInProviders} />;
export const SocialButtonsSigningIn = () => <SocialButtonsRow providers={config.signInProviders} onChoose={noop} busy />;
