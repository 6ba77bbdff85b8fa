import { defineScreens } from '../../runtime/screen-catalogue';

/**
 * The auth flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts).
 * Login and registration are public on every merchant: a members-only login page would send a
 * visitor to itself.
 */
export const authScreens = defineScreens([
  {
    id: 'login', path: '/m/login', access: 'public', accessFixed: true, onStale: 'reload', title: 'screen.login',
    sameForMember: 'the login form; a member who opens it sees the same form (logging in again, as someone else)',
  },
  { id: 'register', path: '/m/register', aliases: ['/m/register.html'], access: 'public', accessFixed: true, onStale: 'reload', title: 'screen.register' },
  { id: 'changePassword', path: '/m/changePsw', access: 'member', onStale: 'go-home', title: 'screen.changePassword' },
]);
