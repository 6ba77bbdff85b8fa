import { SecondFactorView, type SecondFactorViewProps } from './second-factor-view';

const base: SecondFactorViewProps = {
  tabs: ['payeeName', 'sms', 'ga', 'email'], tab: 'payeeName', onTab: () => undefined,
  values: {}, onChange: () => undefined, missing: null, attempt: 0, error: null, busy: false, success: false,
  onSubmit: () => undefined, onCancel: () => undefined,
  smsButton: <button type="button" className="sms-code-button">Send code</button>,
};

export const PayeeNameTab = () => <SecondFactorView {...base} />;
export const SmsTab = () => <SecondFactorView {...base} tab="sms" values={{ mobileNum: '912345670' }} />;
export const SmsCountingDown = () => (
  <SecondFactorView {...base} tab="sms" values={{ mobileNum: '912345670' }} smsButton={<button type="button" className="sms-code-button" disabled>58 s</button>} />
);
export const AuthenticatorTab = () => <SecondFactorView {...base} tab="ga" />;
export const EmailTab = () => <SecondFactorView {...base} tab="email" />;
export const OnlyOneMethod = () => <SecondFactorView {...base} tabs={['email']} tab="email" />;
export const SmsAndEmail = () => <SecondFactorView {...base} tabs={['sms', 'email']} tab="sms" />;
export const EmptyFieldHighlighted = () => <SecondFactorView {...base} tab="sms" values={{ mobileNum: '912345670' }} missing="verificationCode" attempt={1} />;
export const Verifying = () => <SecondFactorView {...base} tab="ga" values={{ authCode: '135790' }} busy />;
export const WrongCode = () => <SecondFactorView {...base} tab="ga" values={{ authCode: '111111' }} error="The verification code is incorrect." />;
export const Verified = () => <SecondFactorView {...base} tab="email" values={{ email: 'twofa@sandbox.test' }} success />;
