/** availablePromotions.APP_DOWNLOAD as the bar and its popup use it (download-bar-host.tsx fetches it). */
export interface AppDownloadPromotion {
  enabled: boolean;
  /** The APP_DOWNLOAD promotion's id in the list, for /m/activity?id=…; null when the list has none. */
  id: string | null;
}
