import * as wire from '../../src/lib/wire/table.ts';
import { lanesFor, vendorGamesFor } from '../catalogue';
import { gamesOrigin } from '../game-stand-in';
import { SLOW_LAUNCH_MS, type Scenario } from '../scenario';
import { field, type WpsContext, type WpsRouter } from '../wps-context';

// Game lanes, trial launch and real launch (wire contract section 5, "game"). The lanes are the
// merchant's catalogue (sandbox/catalogue/) in the request's language. Launch URLs point at the
// vendors' stand-in on its own origin (sandbox/game-stand-in.ts): http://games.localhost:<port>
// /play for a real launch, /trial for a trial, each showing what it was launched with.

function gamePage(ctx: WpsContext<typeof wire.gameTrialLaunch | typeof wire.launchGame>, mode: 'play' | 'trial', params: Record<string, string>): string {
  return `${gamesOrigin(ctx.origin)}/${mode}?${new URLSearchParams(params)}`;
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
  return ctx.ok({ games: vendorGamesFor(ctx.state.merchant, vendor, ctx.language, ctx.state.scenario.games?.bulk) });
}

async function trialLaunch(ctx: WpsContext<typeof wire.gameTrialLaunch>) {
  const failed = await launchScenario(ctx);
  if (failed) return failed;
  const gameId = field(ctx.query, 'gameId');
  if (!gameId) return ctx.fail('game.params.invalid');
  const params = { gameId, nodeId: field(ctx.query, 'nodeId') ?? '', platform: field(ctx.query, 'platform') ?? 'html5' };
  return ctx.ok({ gameUrl: gamePage(ctx, 'trial', params) });
}

const LOTTERY_KEYS = ['launchMode', 'lottoArea', 'lottoMode', 'lottoPrizeMode', 'lottoGameCode', 'lottoView'];
const COMMON_KEYS = ['device', 'hasLobby', 'language', 'title', 'labelName'];

/**
 * Shape one: launchMode=LOTT + lottoArea (VN) + lottoPrizeMode + lottoGameCode + lottoView ...
 * Shape two: lottoMode=SEA_Tradition_Mobile + the same fields.
 * Non-lottery (this product's design): vendor + code (a game the merchant offers, else
 * game.not.found) + device, backUrl, language, title, labelName. One of the three is required.
 */
async function launchGame(ctx: WpsContext<typeof wire.launchGame>) {
  const failed = await launchScenario(ctx);
  if (failed) return failed;
  const q = ctx.query;
  const vendor = field(q, 'vendor');
  const shapeOne = field(q, 'launchMode') === 'LOTT' && field(q, 'lottoArea') !== undefined;
  const shapeTwo = field(q, 'lottoMode') !== undefined;
  const params: Record<string, string> = { user: ctx.member!.userName };
  if (vendor) {
    const code = field(q, 'code');
    if (!code) return ctx.fail('game.params.invalid');
    const offered = vendorGamesFor(ctx.state.merchant, vendor, 'EN', ctx.state.scenario.games?.bulk);
    if (!offered.some((g) => g.gameCode === code)) return ctx.fail('game.not.found');
    Object.assign(params, { vendor: vendor.toUpperCase(), code });
  } else if (!shapeOne && !shapeTwo) return ctx.fail('game.params.invalid');
  for (const key of [...(vendor ? [] : LOTTERY_KEYS), ...COMMON_KEYS]) {
    const value = q.get(key);
    if (value !== null) params[key] = value;
  }
  if (!vendor) params.language ??= 'VI';
  const backUrl = q.get('backUrl');
  if (backUrl) params.backUrl = backUrl;
  return ctx.ok({ gameUrl: gamePage(ctx, 'play', params) });
}

export function registerGameRoutes(router: WpsRouter): void {
  router
    .on(wire.gameVendors, lanes)
    .on(wire.vendorGames, vendorGames)
    .on(wire.gameTrialLaunch, trialLaunch)
    .on(wire.launchGame, launchGame);
}
