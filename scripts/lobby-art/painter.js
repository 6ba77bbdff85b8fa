// Browser side of scripts/gen-lobby-images.ts, part 3 of 3: paints one ArtJob (art-jobs.ts) on a
// canvas (background, rays, glows, confetti, the motif, grain, shade, words) and encodes it. Plain
// script, no imports: the generator injects painter-shapes.js, painter-motifs.js, then this file.
//   lobbyArt.paint(job, noise)                     -> the canvas is kept under job.out
//   await lobbyArt.encode(out, 'image/webp', 0.8)  -> base64 of the file
(() => {
  const { alpha } = globalThis.lobbyArtShapes;
  const motif = globalThis.lobbyArtMotif;
  const canvases = new Map();

  /** mulberry32: a small seeded generator, so every run paints the same pixels. */
  function rng(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }


  function grain(c, w, h, r, amount) {
    const img = c.getImageData(0, 0, w, h);
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const n = (r() - 0.5) * amount;
      d[i] += n;
      d[i + 1] += n + (r() - 0.5) * amount * 0.3;
      d[i + 2] += n;
    }
    c.putImageData(img, 0, 0);
  }

  /** Words in lines that fit maxWidth, at the largest size from `start` down that fits maxLines. */
  function fitText(c, text, maxWidth, maxLines, start) {
    for (let size = start; size > 10; size -= 2) {
      c.font = `800 ${size}px "DejaVu Sans", "Liberation Sans", sans-serif`;
      const lines = [];
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (c.measureText(next).width <= maxWidth || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
      if (lines.length <= maxLines && lines.every((l) => c.measureText(l).width <= maxWidth)) return { size, lines };
    }
    return { size: 10, lines: [text] };
  }

  function headline(c, text, x, bottom, maxWidth, maxLines, start, accent, align) {
    const { size, lines } = fitText(c, text, maxWidth, maxLines, start);
    c.textAlign = align;
    c.textBaseline = 'alphabetic';
    c.lineJoin = 'round';
    lines.forEach((l, i) => {
      const ly = bottom - (lines.length - 1 - i) * size * 1.05;
      c.strokeStyle = alpha('#000000', 0.7);
      c.lineWidth = Math.max(4, size / 7);
      c.strokeText(l, x, ly);
      const g = c.createLinearGradient(0, ly - size, 0, ly);
      g.addColorStop(0, '#ffffff');
      g.addColorStop(1, accent);
      c.fillStyle = g;
      c.fillText(l, x, ly);
    });
    return bottom - lines.length * size * 1.05;
  }

  function paint(job, noise) {
    const { width: w, height: h, palette, seed } = job;
    const [dark, light, accent] = palette;
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const c = canvas.getContext('2d', { willReadFrequently: true });
    const r = rng(seed);
    const bg = c.createLinearGradient(0, 0, w, h);
    bg.addColorStop(0, dark);
    bg.addColorStop(0.55 + r() * 0.2, light);
    bg.addColorStop(1, dark);
    c.fillStyle = bg;
    c.fillRect(0, 0, w, h);
    // light rays from a random point, then soft glows
    const ox = w * (0.3 + r() * 0.5);
    const oy = h * (0.2 + r() * 0.3);
    c.fillStyle = alpha('#ffffff', 0.06);
    for (let i = 0; i < 18; i += 2) {
      c.beginPath();
      c.moveTo(ox, oy);
      c.arc(ox, oy, Math.max(w, h) * 1.5, (i / 18) * Math.PI * 2, ((i + 1) / 18) * Math.PI * 2);
      c.fill();
    }
    for (let i = 0; i < 4; i++) {
      const gx = r() * w;
      const gy = r() * h;
      const gr = Math.min(w, h) * (0.2 + r() * 0.4);
      const g = c.createRadialGradient(gx, gy, 0, gx, gy, gr);
      g.addColorStop(0, alpha(accent, 0.35));
      g.addColorStop(1, alpha(accent, 0));
      c.fillStyle = g;
      c.fillRect(0, 0, w, h);
    }
    // confetti
    for (let i = 0; i < (job.kind === 'banner' ? 60 : 18); i++) {
      c.save();
      c.translate(r() * w, r() * h);
      c.rotate(r() * Math.PI);
      c.fillStyle = alpha(r() < 0.5 ? accent : '#ffffff', 0.35 + r() * 0.4);
      c.fillRect(-4, -2, 8 + r() * 6, 4);
      c.restore();
    }
    if (job.kind === 'tile') motif(c, r, job.motif, palette, w * 0.05, h * 0.12, w * 0.9, h * 0.55);
    else motif(c, r, job.motif, palette, w * 0.55, h * 0.08, w * 0.42, h * 0.84);
    grain(c, w, h, r, noise);
    // shade behind the words, then a vignette
    const shade = job.kind === 'tile' ? c.createLinearGradient(0, h * 0.45, 0, h) : c.createLinearGradient(0, 0, w * 0.65, 0);
    shade.addColorStop(job.kind === 'tile' ? 0 : 1, alpha('#000000', 0));
    shade.addColorStop(job.kind === 'tile' ? 1 : 0, alpha('#000000', 0.7));
    c.fillStyle = shade;
    c.fillRect(0, 0, w, h);
    const v = c.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.35, w / 2, h / 2, Math.max(w, h) * 0.75);
    v.addColorStop(0, alpha('#000000', 0));
    v.addColorStop(1, alpha('#000000', 0.45));
    c.fillStyle = v;
    c.fillRect(0, 0, w, h);
    if (job.kind === 'tile') {
      c.font = 'bold 17px "DejaVu Sans", sans-serif';
      const pw = c.measureText(job.subtitle).width + 20;
      c.fillStyle = alpha('#000000', 0.55);
      c.beginPath();
      c.roundRect(12, 12, pw, 28, 14);
      c.fill();
      c.fillStyle = accent;
      c.textAlign = 'left';
      c.textBaseline = 'middle';
      c.fillText(job.subtitle, 22, 27);
      headline(c, job.title, w / 2, h - 22, w - 30, 3, 58, accent, 'center');
    } else {
      const top = headline(c, job.title, 44, h * 0.58, w * 0.55, 2, 76, accent, 'left');
      void top;
      c.font = '600 24px "DejaVu Sans", sans-serif';
      c.fillStyle = '#ffffff';
      c.textAlign = 'left';
      c.textBaseline = 'alphabetic';
      c.fillText(job.subtitle, 46, h * 0.58 + 42);
      c.font = 'bold 26px "DejaVu Sans", sans-serif';
      const cw = c.measureText(job.cta).width + 56;
      c.fillStyle = accent;
      c.beginPath();
      c.roundRect(44, h * 0.58 + 70, cw, 52, 26);
      c.fill();
      c.fillStyle = dark;
      c.textBaseline = 'middle';
      c.fillText(job.cta, 72, h * 0.58 + 97);
    }
    canvases.set(job.out, canvas);
  }

  async function encode(out, type, quality) {
    const blob = await new Promise((done) => canvases.get(out).toBlob(done, type, quality));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }

  globalThis.lobbyArt = { paint, encode, drop: (out) => canvases.delete(out) };
})();