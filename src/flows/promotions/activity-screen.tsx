import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import { allowListFor } from '@/policy/checked-navigation';
import type { FlowServices, ScreenProps } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { useAmountFormat } from '@/ui/format-amount';
import { lazyPart } from '@/ui/lazy-part';
import { Spinner } from '@/ui/spinner';
import { useAsync } from '@/ui/use-async';
import { ActivityListView, PromotionDetailView, type ActivityPresenter } from './activity-view';
import { goToButton } from './goto-rules';
import { promoImageUrl } from './promo-image';
import { fetchPlayer, fetchPromotion, fetchPromotions } from './promotions-data';
import { promotionIdFrom } from './promotion-query';
import { usePromotionsTexts } from './promotions-texts';
import type { PromotionType } from '@/runtime/merchant-manifest.generated';
import './promotions.css';

// The sanitizer and the description's view: fetched only for a promotion that has a description.
const PromotionContent = lazyPart(() => import('./promotion-content'), { when: 'now' });
const renderContent = (html: string) => <PromotionContent html={html} />;

/**
 * /m/activity: the promotion list, or one promotion when the address names it (`?id=`, or a P
 * banner's parameters: promotion-query.ts).
 */
export default function ActivityScreen({ services }: ScreenProps) {
  const site = useSite();
  const targets = useTargets();
  const [, navigate] = useLocation();
  const search = useSearch();
  const ready = usePromotionsTexts();
  const { t } = useTranslation();
  const { amount, day } = useAmountFormat(site.features.merchant.code);
  const id = promotionIdFrom(search);
  const list = targets.activity() ?? site.routes.home.path;
  const allow = allowListFor(site.manifest, 'image');
  const presenter: Omit<ActivityPresenter, 'onRetry'> = {
    fmt: { amount, day: (ms) => day(ms) },
    imageOf: (p) => promoImageUrl(p.image, site.features.imageCdns, allow),
    onBack: () => (id ? navigate(list) : history.length > 1 ? history.back() : navigate(site.routes.home.path)),
  };
  if (!ready) return <Spinner label={t('common.loading')} />;
  return id ? <Detail key={id} id={id} list={list} presenter={presenter} services={services} /> : <List presenter={presenter} />;
}

function List({ presenter }: { presenter: Omit<ActivityPresenter, 'onRetry'> }) {
  const targets = useTargets();
  const [state, retry] = useAsync(fetchPromotions);
  return <ActivityListView state={state} onRetry={retry} hrefOf={(id) => targets.activity(id) ?? '/'} {...presenter} />;
}

function Detail({ id, list, presenter, services }: { id: string; list: string; presenter: Omit<ActivityPresenter, 'onRetry'>; services?: FlowServices }) {
  const site = useSite();
  const targets = useTargets();
  // The app-download handler (the install flow's popup), loaded on the tap.
  const [Popup, setPopup] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const links = site.features.downloadLinks;
  const canDownload = Boolean(services && (links.Android || links.IOS || links.MOBILECONFIG));
  const load = useCallback(async () => {
    const [promotion, player] = await Promise.all([fetchPromotion(id), fetchPlayer()]);
    if (promotion === 'not-found') return 'not-found' as const;
    const target = targets.promotion(promotion.promotionType as PromotionType);
    const goTo = goToButton(promotion.promotionType, player, {
      target, download: canDownload, login: site.routes.pathForScreen('login'), back: targets.activity(id) ?? list,
    });
    return { promotion, goTo };
  }, [id, targets, canDownload, site, list]);
  const [state, retry] = useAsync(load);
  const openDownload = () => void services?.loadAppDownloadPopup().then((C) => setPopup(() => C), () => undefined);
  return (
    <>
      <PromotionDetailView state={state} onRetry={retry} listHref={list} onDownload={openDownload} renderContent={renderContent} {...presenter} />
      {Popup && <Popup onClose={() => setPopup(null)} />}
    </>
  );
}
