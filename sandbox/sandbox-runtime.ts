import type { SandboxKeyPair } from './key-pair';
import { createMerchantState, type MerchantState } from './merchant-state';
import type { MerchantConfig } from './merchants';
import type { Scenario } from './scenario';
import type { Member } from './seed-members';

// What one running sandbox holds: the key pair and one MerchantState per merchantCode.
// reset() rebuilds states from the seeds and the start-up scenarios (--scenario file), so after a
// reset the sandbox is exactly as it was when it started.

export interface SandboxRuntime {
  keys: SandboxKeyPair;
  merchants: MerchantConfig[];
  state(merchantCode: string | undefined): MerchantState | undefined;
  /** One merchant, or every merchant when the code is omitted. */
  reset(merchantCode?: string): void;
}

export function createRuntime(options: {
  keys: SandboxKeyPair;
  merchants: MerchantConfig[];
  seeds: Member[];
  startScenarios?: Record<string, Scenario>;
}): SandboxRuntime {
  const { keys, merchants, seeds, startScenarios = {} } = options;
  const states = new Map<string, MerchantState>();
  const build = (merchant: MerchantConfig) =>
    states.set(merchant.merchantCode, createMerchantState(merchant, seeds, startScenarios[merchant.merchantCode]));
  merchants.forEach(build);
  return {
    keys,
    merchants,
    state: (code) => (code ? states.get(code) : undefined),
    reset(code) {
      for (const merchant of merchants) if (code === undefined || merchant.merchantCode === code) build(merchant);
    },
  };
}
