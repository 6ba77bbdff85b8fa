import * as wire from '../../src/lib/wire/table.ts';
import type { Failure, Ok, WpsContext, WpsRouter } from '../wps-context';

// The synchronous variant of the trial launch (docs/wire-contract.md section 5, this product's
// design): GET /wps/relay/sync/GCS_gameTrialLaunch answers `{statusCode, body}`, the game server's
// answer passed through. The sandbox's game server is its own trial handler (handlers/game.ts),
// asked through the router, so the two variants always launch the same page and honour the same
// scenario switches (`games.launch`: slow, fail):
//
//   trial answers { gameUrl }                 → { statusCode: 200, body: { gameUrl } }
//   trial fails game.launch.failed, "message" → { statusCode: 503, body: { code, message } }
//   trial fails game.params.invalid           → { statusCode: 400, body: { code, message } }

type TrialAnswer = Ok<{ gameUrl: string }> | Failure;

const STATUS_OF: Record<string, number> = { 'game.params.invalid': 400 };

export function registerGameTrialSyncRoute(router: WpsRouter): void {
  router.on(wire.gameTrialLaunchSync, async (ctx) => {
    const match = router.match(wire.gameTrialLaunch.method, wire.gameTrialLaunch.path);
    if (!match || !('route' in match)) return ctx.ok({ statusCode: 502, body: { message: 'The trial game server is not available.' } });
    const answer = (await match.route.handle(ctx as unknown as WpsContext)) as TrialAnswer;
    if (answer.success) return ctx.ok({ statusCode: 200, body: { gameUrl: answer.value.gameUrl } });
    return ctx.ok({ statusCode: STATUS_OF[answer.code ?? ''] ?? 503, body: { code: answer.code ?? undefined, message: answer.message ?? undefined } as { message?: string } });
  });
}
