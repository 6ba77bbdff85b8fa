/**
 * What the login page loads when it needs more than the form (one chunk, one import site in the
 * page: the page is Siam Spin's first load and every import site costs bytes there): the
 * submission (and the after-login action social sign-in shares), the auto login and the Mobile
 * tab's form.
 */
export { autoLogin } from './auto-login';
export { finishLogin, submitLogin } from './login-submit';
export { default as SmsLoginForm } from '../sms/sms-login-form';
