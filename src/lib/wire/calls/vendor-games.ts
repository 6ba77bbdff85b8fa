import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** One vendor's games (this product's design): public, so visitors browse the lobby; the lobby tells a failure itself. */
export const vendorGames: WireCall<{ params: S.VendorGamesParams }, { games: S.VendorGame[] }> = { method: 'GET', path: '/wps/relay/GCSGAME_vendorGames', auth: 'public', alert: 'caller' };
