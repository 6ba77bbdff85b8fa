import { CountryPicker } from './country-picker';
import { noop, storyCountries, storyVietnam } from './country-story-data';
import { SmsCodeButtonView } from './sms-code-button-view';
import { SmsLoginView, type SmsLoginViewProps } from './sms-login-view';

const base: SmsLoginViewProps = {
  busy: false,
  error: null,
  picker: null,
  renderCodeButton: () => <SmsCodeButtonView state="idle" seconds={0} sent={false} onClick={noop} />,
  onSubmit: noop,
};
const picker = <CountryPicker countries={storyCountries} selected={storyVietnam} locked={false} onSelect={noop} />;

export const DefaultDialingCode = () => <SmsLoginView {...base} />;
export const WithCountryPicker = () => <SmsLoginView {...base} picker={picker} />;
export const CodeSent = () => (
  <SmsLoginView {...base} picker={picker} initial={{ mobileNum: '912 345 678' }}
    renderCodeButton={() => <SmsCodeButtonView state="countdown" seconds={57} sent onClick={noop} />} />
);
export const LoggingIn = () => <SmsLoginView {...base} busy initial={{ mobileNum: '912 345 678', verificationCode: '123456' }} />;
export const WrongCode = () => <SmsLoginView {...base} error="The verification code is wrong." initial={{ mobileNum: '912 345 678', verificationCode: '111111' }} />;
