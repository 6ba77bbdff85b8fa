/**
 * The install flow's two facts the first load needs (app/shell-overlays → install-overlays), kept
 * apart from install-prompt-rules.ts so that the rules ride in the flow's lazy chunk.
 */
/** After `appinstalled` the close counter is set to this: never again, whatever the limit. */
export const INSTALLED_CLOSE_COUNT = 99;

/** The prompt's addresses: the home route's own path and /m/index.html. */
export function isPromptPath(path: string, homePath: string): boolean {
  const p = path.replace(/\/+$/, '').toLowerCase();
  return p === homePath.toLowerCase() || p === '/m/index.html';
}
