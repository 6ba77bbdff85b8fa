/**
 * The welcome image popups' pictures (banner groups m_popup1 and m_popup2), painted once and
 * committed, like the lobby's (scripts/gen-lobby-images.ts): Debian's Chromium paints each on a
 * canvas and encodes it as JPEG.
 *
 *   sandbox/cdn/banners/<merchantId>/welcome-1.jpg   600×800, the first popup (save, copy link)
 *   sandbox/cdn/banners/<merchantId>/welcome-2.jpg   600×800, the second popup (description, save)
 *
 *   npx tsx scripts/gen-welcome-images.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const MERCHANTS = [
  { id: 'luckyvn', name: 'Lucky VN', from: '#b71c1c', to: '#ff8f00' },
  { id: 'siamspin', name: 'Siam Spin', from: '#1a237e', to: '#00acc1' },
  { id: 'goldcrest', name: 'Goldcrest', from: '#3e2723', to: '#c9a227' },
];

interface Card { from: string; to: string; lines: [text: string, px: number][]; badge: string }

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  for (const m of MERCHANTS) {
    const cards: Card[] = [
      { from: m.from, to: m.to, badge: '100%', lines: [[m.name, 64], ['Welcome!', 48], ['First deposit doubled', 32], ['Join today', 36]] },
      { from: m.to, to: m.from, badge: 'APP', lines: [[`${m.name} app`, 56], ['Faster results', 36], ['Push alerts for every draw', 30], ['Save and share', 34]] },
    ];
    for (const [i, card] of cards.entries()) {
      const base64 = await page.evaluate(async (c: Card) => {
        const canvas = document.createElement('canvas');
        canvas.width = 600;
        canvas.height = 800;
        const g = canvas.getContext('2d')!;
        const grad = g.createLinearGradient(0, 0, 600, 800);
        grad.addColorStop(0, c.from);
        grad.addColorStop(1, c.to);
        g.fillStyle = grad;
        g.fillRect(0, 0, 600, 800);
        for (let k = 0; k < 18; k++) {
          g.fillStyle = `rgba(255,255,255,${0.04 + (k % 5) * 0.02})`;
          g.beginPath();
          g.arc((k * 137) % 600, (k * 211) % 800, 30 + ((k * 53) % 90), 0, Math.PI * 2);
          g.fill();
        }
        g.fillStyle = '#fff';
        g.textAlign = 'center';
        g.beginPath();
        g.arc(300, 250, 110, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = c.from;
        g.font = 'bold 64px sans-serif';
        g.fillText(c.badge, 300, 272);
        g.fillStyle = '#fff';
        c.lines.forEach(([text, px], n) => {
          g.font = `${n === 0 ? 'bold ' : ''}${px}px sans-serif`;
          g.fillText(text, 300, 450 + n * 80);
        });
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.82));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = '';
        for (const b of bytes) s += String.fromCharCode(b);
        return btoa(s);
      }, card);
      const out = join(ROOT, 'sandbox', 'cdn', 'banners', m.id, `welcome-${i + 1}.jpg`);
      writeFileSync(out, Buffer.from(base64, 'base64'));
      console.log(out);
    }
  }
  await browser.close();
}

await main();
