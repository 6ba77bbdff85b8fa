import { lazyScreen, type Flow } from '@/runtime/flow';
import { captureLanding } from './register/register-landing';
// The login page's social sign-in row and its marks, in the first-load stylesheet: the login
// chunk itself stays free of CSS (social/social-buttons.css says why).
import './social/social-buttons.css';

/**
 * Login (password, SMS, social, second factor, auto login), registration, password change, the
 * forgotten password and the captcha they share, in inner rooms (login/, sms/, social/,
 * second-factor/, register/, change-password/, reset/, captcha/, and session/ for what every way of
 * logging in ends with). Rooms may import each other; the rest of the app sees only this file.
 */
export const authFlow = {
  // Each has password or one-time-code fields: no marketing script shares their document.
  screens: {
    login: lazyScreen(() => import('./login/login-screen'), { credentialFields: true }),
    register: lazyScreen(() => import('./register/register-screen'), { credentialFields: true }),
    changePassword: lazyScreen(() => import('./change-password/change-password-screen'), { credentialFields: true }),
    forgotPassword: lazyScreen(() => import('./reset/forgot-password-screen'), { credentialFields: true }),
  },
  // Affiliate, referral and ad-click codes of the landing URL (their code loads only when present).
  early: () => captureLanding(),
} satisfies Flow;
