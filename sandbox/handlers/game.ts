import * as wire from '../../src/lib/wire/table.ts';
import { lanesFor, vendorGamesFor } from '../catalogue';
import { SLOW_LAUNCH_MS, type Scenario } from '../scenario';
import { field, type WpsContext, type WpsRouter } from '../wps-context';

// Game lanes, trial launch and real launch (wire contract section 5, "game"). The lanes are the
// merchant's catalogue (sandbox/catalogue/) in the request's language. Launch URLs point at
// /__sandbox/pages/game, a static page that shows what it was launched with.

function gamePage(ctx: WpsContext<typeof wire.gameTrialLaunch | typeof wire.launchGame>, params: Record<string, string>): string {
  return `${ctx.origin}/__sandbox/pages/game?${new URLSearchParams(params)}`;
}

function lanes(ctx: WpsContext<typeof wire.gameVendors>) {
  const games = ctx.state.scenario.games;
  if (games?.lanes === 'fail') return ctx.fail('game.lanes.unavailable');
  return ctx.ok({ data: { lanes: lanesFor(ctx.state.merchant, ctx.language, games?.emptyLane) } });
}

/** How long a launch waits first (scenario `games.launch`: 'slow'); 0 otherwise. */
export function launchDelay(scenario: Scenario): number {
  return scenario.games?.launch === 'slow' ? (scenario.games.launchDelayMs ?? SLOW_LAUNCH_MS) : 0;
}

/** Scenario `games.launch`: waits when slow; the failure to answer when failing, else undefined. */
async function launchScenario(ctx: WpsContext<typeof wire.gameTrialLaunch | typeof wire.launchGame>) {
  const delay = launchDelay(ctx.state.scenario);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return ctx.state.scenario.games?.launch === 'fail' ? ctx.fail('game.launch.failed') : undefined;
}

function vendorGames(ctx: WpsContext<typeof wire.vendorGames>) {
  const vendor = field(ctx.query, 'vendor');
  if (!vendor) return ctx.fail('game.params.invalid');
  return ctx.ok({ games: vendorGamesFor(ctx.state.merchant, vendor, ctx.language) });
}

async function trialLaunch(ctx: WpsContext<typeof wire.gameTrialLaunch>) {
  const failed = await launchScenario(ctx);
  if (failed) return failed;
  const gameId = field(ctx.query, 'gameId');
  if (!gameId) return ctx.fail('game.params.invalid');
  const params = { mode: 'trial', gameId, nodeId: field(ctx.query, 'nodeId') ?? '', platform: field(ctx.query, 'platform') ?? 'html5' };
  return ctx.ok({ gameUrl: gamePage(ctx, params) });
}

/**
 * Shape one: launchMode=LOTT + lottoArea (VN) + lottoPrizeMode + lottoGameCode + lottoView ...
 * Shape two: lottoMode=SEA_Tradition_Mobile + the same fields. Either is required.
 */
async function launchGame(ctx: WpsContext<typeof wire.launchGame>) {
  const failed = await launchScenario(ctx);
  if (failed) return failed;
  const q = ctx.query;
  const shapeOne = field(q, 'launchMode') === 'LOTT' && field(q, 'lottoArea') !== undefined;
  const shapeTwo = field(q, 'lottoMode') !== undefined;
  if (!shapeOne && !shapeTwo) return ctx.fail('game.params.invalid');
  const keys = ['launchMode', 'lottoArea', 'lottoMode', 'lottoPrizeMode', 'lottoGameCode', 'lottoView', 'device', 'hasLobby', 'language', 'title', 'labelName'];
  const params: Record<string, string> = { mode: 'real', user: ctx.member!.userName };
  for (const key of keys) {
    const value = q.get(key);
    if (value !== null) params[key] = value;
  }
  params.language ??= 'VI';
  const backUrl = q.get('backUrl');
  if (backUrl) params.backUrl = backUrl;
  return ctx.ok({ gameUrl: gamePage(ctx, params) });
}

export function registerGameRoutes(router: WpsRouter): void {
  router
    .on(wire.gameVendors, lanes)
    .on(wire.vendorGames, vendorGames)
    .on(wire.gameTrialLaunch, trialLaunch)
    .on(wire.launchGame, launchGame);
}
