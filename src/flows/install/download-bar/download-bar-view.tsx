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

const STAR = 'M12 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

/**
 * The rating's stars, drawn: the ★ character is in few text fonts, and a page that used it loaded
 * a symbols font to draw it (a long layout on a cheap phone, as the bar arrives).
 */
function FiveStars() {
  return (
    <svg className="dlbar__star-row" viewBox="0 0 120 24" width="65" height="13" fill="currentColor" aria-hidden="true" focusable="false">
      {[0, 24, 48, 72, 96].map((x) => <path key={x} transform={`translate(${x})`} d={STAR} />)}
    </svg>
  );
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
          <span className="dlbar__stars" role="img" aria-label={t('install.bar_rating')}>
            <FiveStars /> <b>5.0</b>
          </span>
        </div>
        {gift && <span className="dlbar__gift" role="img" aria-label={t('install.bar_gift')} />}
        <button type="button" className="btn dlbar__download" onClick={onDownload}>{t('install.bar_download')}</button>
      </aside>
    </>
  );
}
