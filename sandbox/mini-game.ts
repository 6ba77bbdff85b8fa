import type { ServerResponse } from 'node:http';
import { sendText } from './http-io';

// The operator's mini-game script, stood in: GET /mini-game/{v1|s1}/minigame.js on the merchant's
// own origin (the app's script-src 'self'). It speaks the product's contract (docs/decisions.md,
// "Mini-game widget"): window.miniGame = { render(host), open() }. render draws a face into the
// app's floating button; open shows a small panel (a wheel to spin, a close button) on the page.
// Plain DOM and CSSOM styles only, so it runs under the app's CSP without inline script.

export const MINI_GAME_PATH = /^\/mini-game\/(v1|s1)\/minigame\.js$/;

export function miniGameScript(build: string): string {
  return `(function () {
  'use strict';
  var BUILD = ${JSON.stringify(build)};
  var panel = null;
  function el(tag, props, style) {
    var node = document.createElement(tag);
    Object.assign(node, props || {});
    Object.assign(node.style, style || {});
    return node;
  }
  function close() {
    if (panel) { panel.remove(); panel = null; }
  }
  window.miniGame = {
    build: BUILD,
    render: function (host) {
      var face = el('span', { textContent: '\\u2605', className: 'mini-game__face' }, { fontSize: '28px' });
      face.setAttribute('data-testid', 'mini-game-face');
      face.setAttribute('aria-hidden', 'true');
      host.append(face);
    },
    open: function () {
      if (panel) return;
      panel = el('div', { role: 'dialog' }, {
        position: 'fixed', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', zIndex: '1000',
        width: '260px', padding: '16px', borderRadius: '12px', background: '#1e1e2e', color: '#fff',
        font: '16px system-ui, sans-serif', textAlign: 'center', boxShadow: '0 8px 24px rgba(0,0,0,.5)'
      });
      panel.setAttribute('aria-label', 'Lucky wheel');
      panel.setAttribute('data-testid', 'mini-game-panel');
      var title = el('h2', { textContent: 'Lucky wheel (' + BUILD + ')' }, { margin: '0 0 12px', fontSize: '18px' });
      var result = el('p', { textContent: 'Spin to win a prize.' }, { margin: '0 0 12px' });
      result.setAttribute('role', 'status');
      var spin = el('button', { type: 'button', textContent: 'Spin' }, { marginRight: '8px', padding: '8px 16px' });
      spin.addEventListener('click', function () {
        var prizes = ['10 points', '50 points', 'Try again', '100 points'];
        result.textContent = 'You got: ' + prizes[Math.floor(Math.random() * prizes.length)];
      });
      var shut = el('button', { type: 'button', textContent: 'Close' }, { padding: '8px 16px' });
      shut.addEventListener('click', close);
      panel.append(title, result, spin, shut);
      document.body.append(panel);
      spin.focus();
    }
  };
})();
`;
}

/** true when the path was the script. */
export function serveMiniGame(res: ServerResponse, path: string): boolean {
  const match = MINI_GAME_PATH.exec(path);
  if (!match) return false;
  sendText(res, 200, miniGameScript(match[1]!), { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  return true;
}
