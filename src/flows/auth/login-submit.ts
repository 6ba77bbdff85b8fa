import { setSession } from '@/state/session';
import { loginDestination, type LoginDestination } from './login-destination';
import { submitPasswordLogin } from './password-login';

/**
 * What a tap on "Log in" does, loaded with that tap rather than with the login page (the page is
 * some merchants' first load): the encrypted login call, the session, and where to go next.
 */
export async function submitLogin(
  username: string,
  password: string,
  context: { merchantCode: string } & Parameters<typeof loginDestination>[1],
): Promise<LoginDestination> {
  const value = await submitPasswordLogin(username, password);
  setSession({ ...value, merchantCode: context.merchantCode });
  return loginDestination(value, context);
}
