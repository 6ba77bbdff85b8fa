import { defuseHtml, htmlPlainText } from '../html-defuse';

/**
 * The pre-pass's cost on crafted inputs of about 1 MiB, measured in a process of its own (run by
 * html-defuse.test.ts with `node --import tsx`): CPU time, which the other processes of a busy
 * machine do not add to as they do to the time on the clock. Prints one JSON line:
 * `{"shape": [defuseHtml ms, htmlPlainText ms], …}`, each the best of five runs.
 */
const MB = 1024 * 1024;
const shape = (unit: string, head = '') => head + unit.repeat(Math.ceil((MB - head.length) / unit.length));

/** The shapes that made the former regex quadratic (unclosed tags took 10.5 s), and the worst of each state. */
export const COST_SHAPES: Record<string, () => string> = {
  'unclosed tags': () => shape('<a'),
  'unclosed tags with spaces': () => shape('<a '),
  'attributes without end': () => shape('a=1 ', '<a '),
  'handlers to rename': () => shape(' onclick=1', '<a'),
  'handlers, as many as allowed': () => shape(` onclick=1 title="${'x'.repeat(1090)}"`, '<a'),
  'an open quote': () => shape('<a onclick=1 ', '<a title="'),
  'an open comment': () => shape('<!-', '<!--'),
  comments: () => shape('<!---->'),
  'raw text forks': () => shape('<style>'),
  'escaped script': () => shape('<!--<script>', '<script>'),
  'CDATA forks': () => shape('<![CDATA[<a '),
  'quotes in raw text': () => shape('<style>"\'</style>'),
};

/** CPU milliseconds of the best of five runs. */
function cpuMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return Math.round(best * 10) / 10;
}

if (process.argv[1]?.endsWith('defuse-cost.ts')) {
  const result: Record<string, [number, number]> = {};
  for (const [name, make] of Object.entries(COST_SHAPES)) {
    // As the client gets it: one flat string (JSON.parse makes it so), not a rope of repeats.
    const html = JSON.parse(JSON.stringify(make())) as string;
    result[name] = [cpuMs(() => defuseHtml(html)), cpuMs(() => htmlPlainText(html, 4000))];
  }
  console.log(JSON.stringify(result));
}
