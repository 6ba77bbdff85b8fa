import { api } from '@/lib/http';
import { vendorGames } from '@/lib/wire/calls/vendor-games';
import type { VendorGame } from '@/lib/wire';

export type { VendorGame };

/**
 * GET /wps/relay/GCSGAME_vendorGames: one vendor's games, in lobby order and in the player's
 * language. Cached for the session (keyed by the URL), so returning to a vendor costs no call.
 * Rejects on failure without a dialog: the lobby shows its own error state.
 */
export async function fetchVendorGames(vendor: string, language?: string): Promise<VendorGame[]> {
  // Names come in the request's language and the cache is keyed by the URL alone: another language asks again.
  const before = answeredIn.get(vendor);
  const flush = language !== undefined && before !== undefined && before !== language;
  const value = await api.call(vendorGames, { params: { vendor, platform: 'html5' }, cache: true, flush });
  if (language !== undefined) answeredIn.set(vendor, language);
  return value.games;
}

const answeredIn = new Map<string, string>();
