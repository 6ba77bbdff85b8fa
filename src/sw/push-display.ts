/**
 * What the service worker shows for a push message, as a
 * pure function so it is unit-tested outside a worker.
 *
 * FCM delivers web pushes to the worker as JSON:
 *
 *   {"notification":{"title":"Draw results","body":"…","icon":"…","image":"…","click_action":"/m/promotion"},
 *    "data":{"link":"/m/promotion?id=7"},"fcmOptions":{"link":"…"},"fcmMessageId":"…"}
 *
 * A data-only message (no `notification`) may carry `data.title` / `data.body`. A message with
 * neither title nor body shows nothing. The tap target is kept only when it stays on this origin
 * under /m/ (a push is server input, and a tap must not land on a look-alike site): anything else
 * opens /m/home.
 */
export interface PushDisplay {
  title: string;
  options: { body?: string; icon?: string; image?: string; tag?: string; data: { url: string } };
}

const HOME = '/m/home';
const MAX_TITLE = 120;
const MAX_BODY = 400;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** A same-origin URL under /m/, as an absolute URL; anything else (other hosts, javascript:, //evil) gives null. */
export function safeTarget(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), origin);
  } catch {
    return null;
  }
  return url.origin === origin && url.pathname.startsWith('/m/') ? url.href : null;
}

/** An http(s) image URL, or nothing: a notification icon must not be a data: or javascript: URL. */
function imageUrl(raw: unknown, origin: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function pushDisplay(payload: unknown, origin: string): PushDisplay | null {
  if (!isObject(payload)) return null;
  const notification = isObject(payload.notification) ? payload.notification : {};
  const data = isObject(payload.data) ? payload.data : {};
  const fcmOptions = isObject(payload.fcmOptions) ? payload.fcmOptions : {};
  const title = text(notification.title, MAX_TITLE) ?? text(data.title, MAX_TITLE);
  const body = text(notification.body, MAX_BODY) ?? text(data.body, MAX_BODY);
  if (!title && !body) return null;

  const target = [fcmOptions.link, notification.click_action, data.link, data.url]
    .map((candidate) => safeTarget(candidate, origin))
    .find((url) => url !== null);
  const options: PushDisplay['options'] = { data: { url: target ?? new URL(HOME, origin).href } };
  if (body) options.body = body;
  const icon = imageUrl(notification.icon ?? data.icon, origin);
  if (icon) options.icon = icon;
  const image = imageUrl(notification.image ?? data.image, origin);
  if (image) options.image = image;
  const tag = text(notification.tag ?? data.tag, 64);
  if (tag) options.tag = tag;
  // A body-only message still needs a title line; the origin's host is what the browser would show.
  return { title: title ?? new URL(origin).host, options };
}

/** The event's payload as JSON, or null for an empty or non-JSON push. */
export function readPushData(data: { json(): unknown } | null | undefined): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

/** The part of the worker's `clients` that a tap needs. */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string; focus(): Promise<unknown> }[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: a window already on that page comes to the front; otherwise a new one
 * opens. An open window is never navigated away: it may hold a form the player is filling in.
 */
export async function openNotificationTarget(clients: WindowClients, url: string): Promise<'focused' | 'opened'> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return 'focused';
  }
  await clients.openWindow(url);
  return 'opened';
}
