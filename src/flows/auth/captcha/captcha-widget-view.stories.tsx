import type { ReactNode } from 'react';
import { CaptchaWidgetView } from './captcha-widget-view';

const noop = () => undefined;
const Form = ({ children }: { children: ReactNode }) => <div style={{ padding: 16, maxWidth: 390 }}>{children}</div>;

export const Loading = () => <Form><CaptchaWidgetView state="loading" onVerify={noop} onRetry={noop} /></Form>;
export const Waiting = () => <Form><CaptchaWidgetView state="waiting" onVerify={noop} onRetry={noop} /></Form>;
export const Verifying = () => <Form><CaptchaWidgetView state="verifying" onVerify={noop} onRetry={noop} /></Form>;
export const Success = () => <Form><CaptchaWidgetView state="success" onVerify={noop} onRetry={noop} /></Form>;
export const ProviderError = () => <Form><CaptchaWidgetView state="error" error="Network is slow (21)" onVerify={noop} onRetry={noop} /></Form>;
export const NetworkFailure = () => (
  <Form><CaptchaWidgetView state="error" error="Network failure (60204). Check your connection and try again." onVerify={noop} onRetry={noop} /></Form>
);
