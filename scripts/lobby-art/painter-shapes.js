// Browser side of scripts/gen-lobby-images.ts, part 1 of 3: the small shapes the motifs are made of
// (lottery balls, playing cards, fish, a football, hexagons, gems). Plain script, no imports.
(() => {
  const alpha = (hex, a) => {
    const n = parseInt(hex.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
  };

  function ball(c, x, y, r, colour, label) {
    const g = c.createRadialGradient(x - r / 3, y - r / 3, r / 8, x, y, r);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.35, colour);
    g.addColorStop(1, alpha('#000000', 0.55));
    c.fillStyle = g;
    c.beginPath();
    c.arc(x, y, r, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#ffffff';
    c.beginPath();
    c.arc(x, y, r * 0.5, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#222222';
    c.font = `bold ${Math.round(r * 0.6)}px "DejaVu Sans", sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(label, x, y + 1);
  }

  function card(c, x, y, w, angle, suit, red) {
    c.save();
    c.translate(x, y);
    c.rotate(angle);
    c.fillStyle = '#fdfdf8';
    c.strokeStyle = alpha('#000000', 0.35);
    c.lineWidth = 2;
    c.beginPath();
    c.roundRect(-w / 2, -w * 0.7, w, w * 1.4, w * 0.1);
    c.fill();
    c.stroke();
    c.fillStyle = red ? '#d32f2f' : '#1a1a1a';
    c.font = `${Math.round(w * 0.7)}px "DejaVu Sans", sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(suit, 0, 0);
    c.font = `bold ${Math.round(w * 0.25)}px "DejaVu Sans", sans-serif`;
    c.fillText('A', -w * 0.3, -w * 0.5);
    c.restore();
  }

  function fish(c, x, y, s, colour, flip) {
    c.save();
    c.translate(x, y);
    c.scale(flip ? -1 : 1, 1);
    c.fillStyle = colour;
    c.beginPath();
    c.ellipse(0, 0, s, s * 0.55, 0, 0, Math.PI * 2);
    c.moveTo(s * 0.8, 0);
    c.lineTo(s * 1.5, -s * 0.5);
    c.lineTo(s * 1.5, s * 0.5);
    c.closePath();
    c.fill();
    c.fillStyle = '#ffffff';
    c.beginPath();
    c.arc(-s * 0.55, -s * 0.12, s * 0.14, 0, Math.PI * 2);
    c.fill();
    c.restore();
  }

  function football(c, x, y, r) {
    const g = c.createRadialGradient(x - r / 3, y - r / 3, r / 6, x, y, r);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#9e9e9e');
    c.fillStyle = g;
    c.beginPath();
    c.arc(x, y, r, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#1a1a1a';
    const patch = (px, py, pr) => {
      c.beginPath();
      for (let i = 0; i < 5; i++) c.lineTo(px + pr * Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5), py + pr * Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5));
      c.closePath();
      c.fill();
    };
    patch(x, y, r * 0.32);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      patch(x + Math.cos(a) * r * 0.85, y + Math.sin(a) * r * 0.85, r * 0.2);
    }
  }

  function hexagon(c, x, y, r) {
    c.beginPath();
    for (let i = 0; i < 6; i++) c.lineTo(x + r * Math.cos((Math.PI / 3) * i), y + r * Math.sin((Math.PI / 3) * i));
    c.closePath();
  }

  function gem(c, x, y, r, colour) {
    c.fillStyle = colour;
    c.beginPath();
    c.moveTo(x, y - r);
    c.lineTo(x + r * 0.8, y - r * 0.2);
    c.lineTo(x, y + r);
    c.lineTo(x - r * 0.8, y - r * 0.2);
    c.closePath();
    c.fill();
    c.fillStyle = alpha('#ffffff', 0.45);
    c.beginPath();
    c.moveTo(x, y - r);
    c.lineTo(x + r * 0.35, y - r * 0.2);
    c.lineTo(x - r * 0.35, y - r * 0.2);
    c.closePath();
    c.fill();
  }

  /** The motif of a card type (or a promotion) inside the box x, y, w, h. */

  globalThis.lobbyArtShapes = { alpha, ball, card, fish, football, hexagon, gem };
})();
