import { SmsCodeButtonView } from './sms-code-button-view';
import { noop } from './country-story-data';

export const Idle = () => <SmsCodeButtonView state="idle" seconds={0} sent={false} onClick={noop} />;
export const Sending = () => <SmsCodeButtonView state="sending" seconds={0} sent={false} onClick={noop} />;
export const Countdown = () => <SmsCodeButtonView state="countdown" seconds={42} sent onClick={noop} />;
export const Resend = () => <SmsCodeButtonView state="idle" seconds={0} sent onClick={noop} />;
export const DisabledWhileFormSubmits = () => <SmsCodeButtonView state="idle" seconds={0} sent={false} onClick={noop} disabled />;
