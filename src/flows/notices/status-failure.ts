import { translate } from '@/lib/i18n/i18n';
import { DOMAIN_NOT_AVAILABLE, type StatusFailure } from '@/runtime/steps/system-status';
import { hideLoading, showAlert } from '@/state/ui';
import { showDomainError } from './domain-error-state';

/**
 * The system status call failed: the loading hides; domain_not_available gets the
 * domain-error modal; any other failure a notice with the server message or 'Error'. Callers
 * then carry on as a failure (boot with the manifest's defaults, the maintenance retry stays).
 */
export function reportStatusFailure(failure: StatusFailure): void {
  hideLoading();
  const message = failure.message || translate('error.error');
  if (failure.code === DOMAIN_NOT_AVAILABLE) showDomainError(message);
  else void showAlert({ message, confirmLabel: translate('common.confirm') });
}
