import type { LoginValue } from '@/lib/wire';

/**
 * The weak-default rule: the server says so (`updatePassword`), or the password is the merchant's
 * mobile-registration default (`registration.mobileDefaultPassword`), which is public.
 */
export function weakPassword(value: Pick<LoginValue, 'updatePassword'>, password: string | null | undefined, publicDefault: string | null | undefined): boolean {
  return Boolean(value.updatePassword) || (Boolean(password) && Boolean(publicDefault) && password === publicDefault);
}
