import { defineScreens } from '../../runtime/screen-catalogue';

/**
 * The auth flow's screens (what each is: runtime/screen-catalogue.ts; the components: ./index.ts).
 * Login and registration are public on every merchant: a members-only login page would send a
 * visitor to itself. So is the forgotten password, which the login page links to on every merchant:
 * it is for the player who cannot log in.
 */
export const authScreens = defineScreens([
  {
    id: 'login', path: '/m/login', access: 'public', accessFixed: true, onStale: 'reload', title: 'screen.login',
    sameForMember: 'the login form; a member who opens it sees the same form (logging in again, as someone else)',
  },
  { id: 'register', path: '/m/register', aliases: ['/m/register.html'], access: 'public', accessFixed: true, onStale: 'reload', title: 'screen.register' },
  { id: 'changePassword', path: '/m/changePsw', access: 'member', onStale: 'go-home', title: 'screen.changePassword' },
  {
    // Optional, so that a manifest written before it still validates (no migration): the template
    // has it, so every merchant made since does; without its route the login page shows no link.
    id: 'forgotPassword', path: '/m/forgotPassword', access: 'public', accessFixed: true, optional: true, onStale: 'reload', title: 'screen.forgotPassword',
    sameForMember: 'the reset form; a member who opens it sees the same form (a reset needs the code, not a session)',
  },
]);
