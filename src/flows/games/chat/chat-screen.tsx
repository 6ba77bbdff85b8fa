import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '@/lib/http';
import { launchChat } from '@/lib/wire/calls/launch-chat';
import { inAppPath } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { getLanguage } from '@/state/preferences';
import { session } from '@/state/session';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { attemptLaunch } from '../launch/launch-attempt';
import { useLaunchTexts } from '../launch/launch-texts';
import { useFullscreen } from '../launch/use-fullscreen';
import { useLaunchOnVisit } from '../launch/use-launch-on-visit';
import { chatAccess, launchChatParams } from './chat-rules';
import { ChatView, type ChatState } from './chat-view';

/**
 * /m/chat. A visitor is sent to the chat button's login route (`overlays.chatButton.loginRouteId`)
 * with this page as returnTo, the come-back-after-login the lobby's game launches use
 * (auth/session/login-destination.ts): after the login they are back here and the chat opens.
 * With chat on and a member who may chat, GET CBS_launchChat (chat-rules.ts launchChatParams: b2c, title, backUrl on
 * this origin, language, the theme's headerColor), held to the launch's 10 s; value.chatUrl is
 * followed through the checked navigation with purpose chat (the manifest's
 * overlays.chatButton.origins, which also feed the CSP's frame-src) and never on this page's own
 * origin (a same-origin frame could lift its own sandbox); then shown as the manifest's `open`
 * says. Member type 4 gets 'no_permissions' and no call. Back goes to the query's backUrl when it
 * is an in-app path, else home.
 */
export default function ChatScreen() {
  const site = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const ready = useLaunchTexts();
  const targets = useTargets();
  const button = site.manifest.overlays.chatButton;
  const chatOn = site.features.chat.enabled && button.enabled;
  const visitor = chatOn && chatAccess(session.info) === 'visitor';
  // A visitor (chat on) waits on 'launching' while being sent to log in.
  const initial = (): ChatState => (!chatOn ? { kind: 'off' } : chatAccess(session.info) === 'refused' ? { kind: 'no-permissions' } : { kind: 'launching' });
  const [state, setState] = useState<ChatState>(initial);
  const [busy, run] = useSubmitGuard(0);
  const live = useRef(true);
  const page = useRef<HTMLDivElement>(null);
  const [fullscreen, toggleFullscreen] = useFullscreen(page);
  const back = inAppPath(new URLSearchParams(search).get('backUrl')) ?? site.routes.home.path;

  const start = useCallback(() => {
    const first = initial();
    if (first.kind !== 'launching' || chatAccess(session.info) !== 'member') return setState(first);
    void run(async () => {
      setState({ kind: 'launching' });
      const params = launchChatParams({ origin: location.origin, backPath: back, title: site.features.merchant.name, language: getLanguage(), headerColor: site.manifest.theme.headerColor });
      const outcome = await attemptLaunch((signal) => api.call(launchChat, { params, signal }));
      if (!live.current) return; // the player left meanwhile
      if (outcome.kind !== 'ok') return setState(outcome);
      const url = outcome.value.chatUrl;
      const sameOrigin = (() => {
        try {
          return new URL(url).origin === location.origin;
        } catch {
          return false;
        }
      })();
      const shown = !sameOrigin && followChecked(url, 'chat', site.manifest, { go: (checked) => setState({ kind: button.open === 'tab' ? 'tab' : 'open', url: checked }) }).followed;
      if (!shown) setState({ kind: 'refused' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` reads the same site and session
  }, [run, back, site, button]);

  useEffect(() => {
    if (visitor) navigate(`${targets.chatLogin}?${new URLSearchParams({ returnTo: location.pathname + location.search })}`, { replace: true });
  }, [visitor, targets, navigate]);

  useLaunchOnVisit(search, start, live);

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    navigate(back, { replace: true });
  };

  return <ChatView state={state} ready={ready} busy={busy} fullscreen={fullscreen} onFullscreen={toggleFullscreen} onRetry={start} onBack={leave} pageRef={page} />;
}
