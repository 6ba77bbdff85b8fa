import { CsListView, type CsListItem } from './cs-list-view';

const noop = () => undefined;
const items: CsListItem[] = [
  { title: 'LINE', url: 'https://line.me/R/ti/p/@siamspin' },
  { title: 'Telegram', url: 'https://t.me/brand' },
];
const refusedItem: CsListItem = { title: 'Live chat', url: null, refused: 'origin' };

export const MemberCentreHelpList = () => <CsListView place="memberCentre" items={items} refused={null} onOpen={noop} />;
export const LoginPage = () => <CsListView place="login" items={[{ title: 'ผู้ช่วย AI', url: 'https://ai.siamspin.example/help' }]} refused={null} onOpen={noop} />;
export const Footer = () => <CsListView place="footer" items={[{ title: 'แชทสด', url: 'https://chat.siamspin.example/widget' }]} refused={null} onOpen={noop} />;
export const RefusedOrigin = () => <CsListView place="login" items={[refusedItem]} refused="origin" onOpen={noop} />;
export const RefusedNotALink = () => <CsListView place="memberCentre" items={[{ title: 'Broken', url: null, refused: 'not_link' }]} refused="not_link" onOpen={noop} />;
