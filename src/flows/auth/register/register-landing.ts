/**
 * First-load hook (app/boot.ts): a landing URL that carries affiliate, referral or ad click codes
 * (`/m/home?affiliateCode=AFF1&r=R9&fbclid=…`) has them kept in the local registration info, so a
 * registration later in the visit is still attributed. The work is a lazy chunk fetched only when
 * such a parameter is present: every other visit pays for this one line of test.
 */
export function captureLanding(): void {
  // Any parameter register-info.ts reads (fbclid, gclid, kwai_pixel_id, kwai_click_id, click_id…).
  if (/[?&](affiliateCode|r|[fg]clid|kwai_\w+|click_id)=/.test(location.search)) {
    void import('./register-info').then((m) => m.keepLandingCodesOfPage());
  }
}
