import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { loadTextPack } from '@/lib/i18n/i18n';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { FloatingWidget } from './floating-widget';
import { loadMiniGame, type MiniGameApi } from './mini-game-script';

const pack = import.meta.glob<string>('@/locales/mini-game/*.json', { query: '?url', import: 'default', eager: true });

/**
 * The mini-game widget (its own chunk, after the first paint): loads the operator's script, lets it
 * draw into the floating button once, and opens its panel on a tap. Mounted once a member has
 * logged in, then only shown or hidden as the login state changes: never rendered twice. The
 * manifest's `miniGame.script` picks the build.
 * A script that fails to load leaves nothing on screen (no empty button).
 */
export default function MiniGameWidget() {
  const { t } = useTranslation();
  const script = useSite().manifest.miniGame?.script ?? 'v1';
  const visible = Boolean(useSnapshot(session).info?.token);
  const host = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<MiniGameApi | null>(null);
  const [texts, setTexts] = useState(false);
  const rendered = useRef(false);

  useEffect(() => {
    let live = true;
    void loadTextPack(pack).catch(() => undefined).then(() => live && setTexts(true));
    loadMiniGame(script).then(
      (loaded) => live && setApi(() => loaded),
      (error: unknown) => console.warn('Mini game: the script could not be used, so the widget stays hidden.', error),
    );
    return () => {
      live = false;
    };
  }, [script]);

  useEffect(() => {
    if (!api || !host.current || rendered.current) return;
    rendered.current = true;
    try {
      api.render(host.current);
    } catch (error) {
      console.warn('Mini game: the script failed to render.', error);
    }
  }, [api, texts]);

  if (!api || !texts) return null;
  return (
    <FloatingWidget label={t('minigame.open')} hint={t('minigame.move_hint')} hidden={!visible} onOpen={() => api.open()}>
      <div ref={host} className="mini-game__host" />
    </FloatingWidget>
  );
}
