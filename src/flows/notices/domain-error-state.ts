import { proxy } from 'valtio';

/**
 * The domain-error modal's state (domain_not_available / domain blocked). Kept
 * apart from the modal so that the first load carries only this and a lazy import.
 */
export const domainError = proxy<{ message: string | null }>({ message: null });

export function showDomainError(message: string): void {
  domainError.message = message;
}
