// @vitest-environment node
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import en from '@/locales/EN.json';
import { showLoading } from '@/state/loading';
import { closeDialog, ui } from '@/state/ui';
import { checkMaintenance, statusFailureOf } from './check-maintenance';
import { domainError } from './domain-error-state';
import { reportStatusFailure } from './status-failure';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false, nsSeparator: false });
});
afterEach(() => {
  domainError.message = null;
  for (const d of [...ui.dialogs]) closeDialog(d.id);
  ui.loading.splice(0);
});

const business = (code: string, message: string) => new HttpError({ code, status: 200, message, path: '/wps/system/status' });

describe('system status fails', () => {
  it('domain_not_available: loading hides and the domain-error modal gets the server message', () => {
    showLoading(10_000);
    reportStatusFailure(statusFailureOf(business('domain_not_available', 'This domain is not available.')));
    expect(ui.loading).toHaveLength(0);
    expect(domainError.message).toBe('This domain is not available.');
    expect(ui.dialogs).toHaveLength(0);
  });

  it("domain_not_available without a message says 'Error'", () => {
    reportStatusFailure({ code: 'domain_not_available', message: '' });
    expect(domainError.message).toBe('Error');
  });

  it("any other failure: a notice with the server message, or 'Error' when the server said nothing", () => {
    showLoading(10_000);
    reportStatusFailure(statusFailureOf(business('request.invalid', 'The request body is not valid JSON.')));
    reportStatusFailure(statusFailureOf(new HttpError({ code: 'network.error', message: 'The network request failed.' })));
    reportStatusFailure(statusFailureOf(new Error('boom')));
    expect(ui.loading).toHaveLength(0);
    expect(ui.dialogs.map((d) => [d.message, d.confirmLabel])).toEqual([['The request body is not valid JSON.', 'OK'], ['Error', 'OK'], ['Error', 'OK']]);
    expect(domainError.message).toBeNull();
  });
});

describe('checkMaintenance (the maintenance screen’s retry)', () => {
  it('shows the spinner while it asks, and says whether maintenance is over', async () => {
    let answer: (v: { maintenance: boolean; maintenanceEnd: number | null }) => void = () => undefined;
    const pending = checkMaintenance(10_000, () => new Promise((resolve) => (answer = resolve)));
    expect(ui.loading.map((l) => l.kind)).toEqual(['spinner']);
    answer({ maintenance: true, maintenanceEnd: 1_900_000_000_000 });
    expect(await pending).toEqual({ kind: 'still', endsAt: 1_900_000_000_000 });
    expect(ui.loading).toHaveLength(0);
    expect(await checkMaintenance(10_000, async () => ({ maintenance: false, maintenanceEnd: null }))).toEqual({ kind: 'cleared' });
  });

  it('a failed status call gets the status-failure handling', async () => {
    const result = await checkMaintenance(10_000, () => Promise.reject(business('domain_not_available', 'Blocked here')));
    expect(result).toEqual({ kind: 'failed' });
    expect(domainError.message).toBe('Blocked here');
    expect(ui.loading).toHaveLength(0);
  });
});
