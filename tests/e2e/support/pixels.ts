import type { BrowserContext, Request } from '@playwright/test';

/**
 * The third-party pixel scripts (Facebook, TikTok, Google tag, Kwai) the demo merchants configure
 * (`analytics.scriptOrigins`). They load a moment after the first paint on every page, so every
 * context the fixture watches answers them with an empty script (a standing stand-in,
 * guards.ts `STANDING_STAND_INS`): no test reaches the real hosts. tracking.spec.ts counts the requests to see whether a pixel loaded.
 */
export const PIXEL_SCRIPT = /^https:\/\/(connect\.facebook\.net|analytics\.tiktok\.com|www\.googletagmanager\.com|s1\.kwai\.net)\//;

const answering = new WeakSet<BrowserContext>();

export async function answerPixels(context: BrowserContext): Promise<void> {
  if (answering.has(context)) return;
  answering.add(context);
  await context.route(PIXEL_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* pixel stand-in */' }));
}

export const isPixelScript = (request: Request): boolean => PIXEL_SCRIPT.test(request.url());
