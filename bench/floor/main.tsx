/**
 * The JS budget's floor (docs/quality.md): a bare page importing only the libraries /m/home cannot do
 * without in this stack (react, react-dom, wouter, valtio, axios, i18next, react-i18next), each
 * really used so that tree-shaking keeps what an app would, rendering one line of text.
 * Built in the same run with the same Vite settings (scripts/vite/floor.config.ts).
 */
import axios from 'axios';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { Route, Router, Switch } from 'wouter';

const state = proxy({ line: 'floor' });
const client = axios.create({ baseURL: location.origin, timeout: 30_000 });
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { line: 'One line of text' } } } });

function Line() {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  return <p data-state={snap.line}>{t('line')}</p>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Router base="/m"><Switch><Route><Line /></Route></Switch></Router>,
);
void client.get('/m/floor-ping').catch(() => undefined);
