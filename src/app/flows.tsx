import { announcementsFlow } from '@/flows/announcements';
import { authFlow } from '@/flows/auth';
import { gamesFlow } from '@/flows/games';
import { installFlow } from '@/flows/install';
import { memberFlow } from '@/flows/member';
import { miniGameFlow } from '@/flows/mini-game';
import { networkFlow } from '@/flows/network';
import { noticesFlow } from '@/flows/notices';
import { promotionsFlow } from '@/flows/promotions';
import { pwaFlow } from '@/flows/pwa';
import { rewardsFlow } from '@/flows/rewards';
import { trackingFlow } from '@/flows/tracking';
import type { Flow, FlowServices, ScreenComponent, ScreenId } from '@/runtime/flow';

/**
 * Every flow, by its descriptor (its `index.ts`): the only place that knows them all. A new flow
 * is one line here; a new screen is a line in its flow's screens.ts and one in its descriptor
 * (docs/architecture.md, "Add a screen").
 */
export const flows: readonly Flow[] = [gamesFlow, authFlow, memberFlow, networkFlow, noticesFlow, pwaFlow, installFlow, rewardsFlow, promotionsFlow, announcementsFlow, trackingFlow, miniGameFlow];

/** Screen id (the manifest's `routes[].screen`) → component; the type checks every id has one. */
export const screenRegistry: Record<ScreenId, ScreenComponent> = {
  ...gamesFlow.screens,
  ...authFlow.screens,
  ...memberFlow.screens,
  ...installFlow.screens,
  ...rewardsFlow.screens,
  ...promotionsFlow.screens,
  ...announcementsFlow.screens,
};

/** What flows lend each other through the app; the type checks every service has a provider. */
export const flowServices: FlowServices = { ...networkFlow.services, ...installFlow.services, ...noticesFlow.services };

/**
 * The overlays that sit above every screen (install prompt, download bar, network state, update
 * dialog, domain error…), in the flows' order. Each decides cheaply and loads its views lazily
 * (docs/architecture.md, "First load"), so this list costs the first load almost nothing.
 */
export function ShellOverlays() {
  return (
    <>
      {flows.flatMap((flow) => flow.overlays ?? []).map((Overlay, i) => <Overlay key={i} services={flowServices} />)}
    </>
  );
}
