import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The bar above a full-screen frame page (the trial game, the chat): Back, the page's title, and
 * the full-screen toggle while the frame shows (`fullscreen` null: the browser has no Fullscreen
 * API, as on iPhone Safari, and the control is hidden).
 */
export function FrameBar({ title, framed, fullscreen, onFullscreen, onBack }: {
  title: string;
  framed: boolean;
  fullscreen: { active: boolean } | null;
  onFullscreen: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="trial__bar">
      <button type="button" onClick={onBack} aria-label={t('launch.back')}>
        <span aria-hidden="true">‹</span> {t('launch.back')}
      </button>
      <h1 className="trial__title">{title}</h1>
      {fullscreen && framed && (
        <button type="button" onClick={onFullscreen} aria-pressed={fullscreen.active}>
          {fullscreen.active ? t('launch.exit_fullscreen') : t('launch.fullscreen')}
        </button>
      )}
    </div>
  );
}
