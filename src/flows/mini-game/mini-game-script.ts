/**
 * The operator's mini-game script, /mini-game/<v1|s1>/minigame.js on the merchant's own origin (the
 * manifest's `miniGame.script` chooses the build). Its contract (docs/decisions.md, "Mini-game
 * widget"): loading it defines `window.miniGame` with
 *
 *   render(host: HTMLElement): void   draws the widget's face into `host` (called once)
 *   open(): void                      opens the game's panel (a tap, Enter or Space on the widget)
 *
 * The product owns the floating, draggable button around `host`; the script owns what is in it.
 */
export interface MiniGameApi {
  render(host: HTMLElement): void;
  open(): void;
}

declare global {
  interface Window {
    miniGame?: MiniGameApi;
  }
}

export const scriptPath = (build: 'v1' | 's1'): string => `/mini-game/${build}/minigame.js`;

const loads = new Map<string, Promise<MiniGameApi>>();

/** Loads the script once per page (a second call gets the same promise); rejects when it fails or defines no API. */
export function loadMiniGame(build: 'v1' | 's1'): Promise<MiniGameApi> {
  const src = scriptPath(build);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<MiniGameApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const api = window.miniGame;
        if (api && typeof api.render === 'function' && typeof api.open === 'function') resolve(api);
        else reject(new Error(`${src} defined no window.miniGame`));
      };
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
