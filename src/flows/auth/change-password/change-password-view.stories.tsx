import { ChangePasswordView, type ChangePasswordViewProps } from './change-password-view';

const base: ChangePasswordViewProps = { reason: 'weak', busy: false, error: null, done: false, onSubmit: () => undefined };
const filled = { oldPassword: '123456', newPassword: 'n3w-Passw0rd', confirm: 'n3w-Passw0rd' };

export const WeakDefaultPassword = () => <ChangePasswordView {...base} />;
export const ExpiredPassword = () => <ChangePasswordView {...base} reason="expired" />;
export const OpenedDirectly = () => <ChangePasswordView {...base} reason={null} />;
export const Saving = () => <ChangePasswordView {...base} busy initial={filled} />;
export const WrongCurrentPassword = () => <ChangePasswordView {...base} initial={filled} error="The current password is incorrect." />;
export const Changed = () => <ChangePasswordView {...base} done initial={filled} />;
export const NewPasswordsDiffer = () => (
  <ChangePasswordView {...base} initial={{ ...filled, confirm: 'n3w-Passw0rd!' }} initialProblem={{ field: 'confirm', message: 'auth.changepw.mismatch' }} />
);
export const NewPasswordTooShort = () => (
  <ChangePasswordView {...base} initial={{ oldPassword: '123456', newPassword: 'abc', confirm: 'abc' }} initialProblem={{ field: 'newPassword', message: 'auth.changepw.too_short' }} />
);
