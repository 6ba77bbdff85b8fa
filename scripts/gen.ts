/**
 * `npm run gen`: every generated file, in one process. As four commands, each paid for Node's and
 * tsx's start-up: 9 s against 2.6 s, at the head of every build.
 *
 *   1. gen-screens.ts              the schema's screen ids and the app's screen tables
 *   2. gen-types.ts                the manifest's TypeScript types, from the schema step 1 wrote
 *   3. build-validators.ts         the standalone manifest validator, from the same schema
 *   4. gen-manifest-reference.ts   docs/manifest-reference.md
 *
 * Each reads its sources from disk when it runs, so a step sees what the one before it wrote.
 * `--check` is passed on: every step then only says whether its files are stale. The first
 * failing step ends the run with its exit code.
 */
import { main as screens } from './gen-screens';
import { main as types } from './gen-types';
import { main as validators } from './build-validators';
import { main as reference } from './gen-manifest-reference';

const argv = process.argv.slice(2);
process.exitCode = 0;
for (const step of [screens, types, validators, reference]) {
  const code = await step(argv);
  if (code !== 0) {
    process.exitCode = code;
    break;
  }
}
