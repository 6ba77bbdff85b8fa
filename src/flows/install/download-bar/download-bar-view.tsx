import { useTranslation } from '@/lib/i18n/use-translation';
import './download-bar.css';

export interface DownloadBarViewProps {
  name: string;
  iconUrl: string;
  /** The app-download bonus is on (availablePromotions.APP_DOWNLOAD.enabled). */
  gift: boolean;
  onDownload: () => void;
  onClose: () => void;
}

/**
 * The native-app download bar: fixed to the bottom, so appearing after the page
 * moves nothing (no layout shift); the spacer keeps the page's last line reachable above it.
 */
export function DownloadBarView({ name, iconUrl, gift, onDownload, onClose }: DownloadBarViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="dlbar-space" aria-hidden="true" />
      <aside className="dlbar" aria-label={t('install.bar_label')}>
        <button type="button" className="dlbar__close" onClick={onClose} aria-label={t('install.bar_close')}>×</button>
        <img className="dlbar__icon" src={iconUrl} alt="" width={40} height={40} />
        <div className="dlbar__text">
          <strong className="dlbar__name">{name}</strong>
          <span className="dlbar__stars" role="img" aria-label={t('install.bar_rating')}>★★★★★ <b>5.0</b></span>
        </div>
        {gift && <span className="dlbar__gift" role="img" aria-label={t('install.bar_gift')} />}
        <button type="button" className="btn dlbar__download" onClick={onDownload}>{t('install.bar_download')}</button>
      </aside>
    </>
  );
}
