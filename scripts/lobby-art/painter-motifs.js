// Browser side of scripts/gen-lobby-images.ts, part 2 of 3: the motif of a card type (balls for
// lotteries, reels for slots, cards, a roulette wheel, fish, a pitch, hexagons) or of a banner (gift
// box, card, coins). Plain script, no imports: uses part 1 (painter-shapes.js).
(() => {
  const { alpha, ball, card, fish, football, hexagon, gem } = globalThis.lobbyArtShapes;

  function motif(c, r, kind, [, light, accent], x, y, w, h) {
    const s = Math.min(w, h);
    const at = () => [x + r() * w, y + r() * h];
    if (kind === 'LOTT' || kind === 'ELOTT') {
      for (let i = 0; i < 7; i++) {
        const bx = x + w * (0.1 + r() * 0.8);
        const by = y + h * (0.15 + r() * 0.5);
        ball(c, bx, by, s * (0.09 + r() * 0.08), i % 2 ? accent : light, String(1 + Math.floor(r() * 99)).padStart(2, '0'));
      }
    } else if (kind === 'RNG') {
      for (let i = 0; i < 3; i++) {
        const rx = x + w * (0.08 + i * 0.3);
        c.fillStyle = alpha('#ffffff', 0.16);
        c.beginPath();
        c.roundRect(rx, y + h * 0.05, w * 0.26, h * 0.6, 12);
        c.fill();
        const symbol = Math.floor(r() * 3);
        if (symbol === 0) {
          c.fillStyle = accent;
          c.font = `bold ${Math.round(s * 0.42)}px "DejaVu Serif", serif`;
          c.textAlign = 'center';
          c.textBaseline = 'middle';
          c.fillText('7', rx + w * 0.13, y + h * 0.35);
        } else if (symbol === 1) gem(c, rx + w * 0.13, y + h * 0.35, s * 0.16, i % 2 ? accent : '#4dd0e1');
        else ball(c, rx + w * 0.13, y + h * 0.35, s * 0.13, '#e53935', '★');
      }
    } else if (kind === 'PVP') {
      const suits = ['♠', '♥', '♦', '♣'];
      for (let i = 0; i < 4; i++) card(c, x + w * (0.3 + i * 0.14), y + h * 0.4, s * 0.26, -0.45 + i * 0.3, suits[i], i % 2 === 1);
    } else if (kind === 'LIVE') {
      const cx = x + w * 0.55;
      const cy = y + h * 0.42;
      const rad = s * 0.36;
      for (let i = 0; i < 24; i++) {
        c.fillStyle = i === 0 ? '#1b8a3a' : i % 2 ? '#b71c1c' : '#151515';
        c.beginPath();
        c.moveTo(cx, cy);
        c.arc(cx, cy, rad, (i / 24) * Math.PI * 2, ((i + 1) / 24) * Math.PI * 2);
        c.fill();
      }
      c.strokeStyle = accent;
      c.lineWidth = s * 0.03;
      c.beginPath();
      c.arc(cx, cy, rad, 0, Math.PI * 2);
      c.stroke();
      c.fillStyle = accent;
      c.beginPath();
      c.arc(cx, cy, rad * 0.35, 0, Math.PI * 2);
      c.fill();
      for (let i = 0; i < 3; i++) ball(c, x + w * (0.12 + i * 0.1), y + h * (0.75 - i * 0.08), s * 0.08, i % 2 ? '#1565c0' : '#2e7d32', '$');
    } else if (kind === 'FISH') {
      for (let i = 0; i < 5; i++) {
        const [fx, fy] = at();
        fish(c, fx, fy, s * (0.1 + r() * 0.08), i % 2 ? accent : '#ff8a65', r() < 0.5);
      }
      c.strokeStyle = alpha('#ffffff', 0.5);
      c.lineWidth = 2;
      for (let i = 0; i < 12; i++) {
        const [bx, by] = at();
        c.beginPath();
        c.arc(bx, by, 2 + r() * 7, 0, Math.PI * 2);
        c.stroke();
      }
    } else if (kind === 'SPORTS') {
      c.strokeStyle = alpha('#ffffff', 0.35);
      c.lineWidth = 3;
      c.strokeRect(x + w * 0.05, y + h * 0.05, w * 0.9, h * 0.7);
      c.beginPath();
      c.arc(x + w * 0.5, y + h * 0.4, s * 0.15, 0, Math.PI * 2);
      c.moveTo(x + w * 0.5, y + h * 0.05);
      c.lineTo(x + w * 0.5, y + h * 0.75);
      c.stroke();
      football(c, x + w * 0.7, y + h * 0.38, s * 0.2);
    } else if (kind === 'ESPORTS') {
      c.lineWidth = 2;
      for (let i = 0; i < 14; i++) {
        const [hx, hy] = at();
        c.strokeStyle = alpha(i % 2 ? accent : '#ffffff', 0.3 + r() * 0.5);
        hexagon(c, hx, hy, s * (0.05 + r() * 0.1));
        c.stroke();
      }
      c.strokeStyle = accent;
      c.lineWidth = 5;
      c.beginPath();
      c.moveTo(x, y + h * 0.7);
      c.lineTo(x + w * 0.4, y + h * 0.2);
      c.lineTo(x + w * 0.6, y + h * 0.5);
      c.lineTo(x + w, y);
      c.stroke();
    } else {
      // promo / banner: a gift box and a stack of coins
      for (let i = 0; i < 6; i++) {
        const cx = x + w * 0.7;
        const cy = y + h * (0.75 - i * 0.07);
        c.fillStyle = '#b8860b';
        c.beginPath();
        c.ellipse(cx, cy + 6, s * 0.16, s * 0.06, 0, 0, Math.PI * 2);
        c.fill();
        c.fillStyle = accent;
        c.beginPath();
        c.ellipse(cx, cy, s * 0.16, s * 0.06, 0, 0, Math.PI * 2);
        c.fill();
      }
      const gx = x + w * 0.1;
      const gy = y + h * 0.35;
      if (kind === 'deposit') {
        c.save();
        c.translate(gx + s * 0.2, gy + s * 0.1);
        c.rotate(-0.18);
        const cg = c.createLinearGradient(-s * 0.25, 0, s * 0.25, 0);
        cg.addColorStop(0, '#ffffff');
        cg.addColorStop(1, accent);
        c.fillStyle = cg;
        c.beginPath();
        c.roundRect(-s * 0.26, -s * 0.16, s * 0.52, s * 0.32, s * 0.04);
        c.fill();
        c.fillStyle = '#222222';
        c.fillRect(-s * 0.26, -s * 0.1, s * 0.52, s * 0.06);
        c.fillStyle = '#c9a227';
        c.fillRect(-s * 0.2, s * 0.0, s * 0.08, s * 0.06);
        c.restore();
        return;
      }
      const bg = c.createLinearGradient(gx, gy, gx + s * 0.38, gy + s * 0.34);
      bg.addColorStop(0, '#ffffff');
      bg.addColorStop(1, '#d7d7d7');
      c.fillStyle = bg;
      c.fillRect(gx, gy, s * 0.38, s * 0.34);
      c.fillStyle = light;
      c.fillRect(gx + s * 0.16, gy, s * 0.06, s * 0.34);
      c.fillStyle = accent;
      c.fillRect(gx - s * 0.02, gy - s * 0.08, s * 0.42, s * 0.1);
      c.beginPath();
      c.ellipse(gx + s * 0.13, gy - s * 0.12, s * 0.07, s * 0.04, -0.4, 0, Math.PI * 2);
      c.ellipse(gx + s * 0.25, gy - s * 0.12, s * 0.07, s * 0.04, 0.4, 0, Math.PI * 2);
      c.fill();
    }
  }


  globalThis.lobbyArtMotif = motif;
})();
