import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { SectionView } from './section-view';

/**
 * The screen for routes whose content is built by later work (promotions, rewards, game pages…):
 * the route exists, is guarded and has its metadata, and the player is told plainly that the
 * section is not open yet, with a way home. Not a blank page, not a fake.
 */
export default function SectionScreen({ screen }: { screen: string }) {
  const site = useSite();
  const [, navigate] = useLocation();
  const home = () => navigate(site.routes.home.path);
  return <SectionView screen={screen} onHome={home} onBack={() => (history.length > 1 ? history.back() : home())} />;
}
