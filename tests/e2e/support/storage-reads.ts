import type { BrowserContext, Page } from '@playwright/test';

/**
 * Makes a flow's decisions on a page load observable when they rest on what it read from web
 * storage: every page of the context records each key it reads with `getItem`, with the value read.
 */
export async function recordStorageReads(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const reads: [string, string | null][] = [];
    Object.defineProperty(window, '__storageReads', { value: reads });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      const value = getItem.call(this, key);
      reads.push([key, value]);
      return value;
    };
  });
}

/** The values the page read, in order, from the key `key` (`contains`: from every key that contains it). */
export const valuesRead = (page: Page, key: string, match: 'is' | 'contains' = 'is') =>
  page.evaluate(
    ({ k, m }) => (window as unknown as { __storageReads: [string, string | null][] }).__storageReads.filter(([read]) => (m === 'is' ? read === k : read.includes(k))).map(([, value]) => value),
    { k: key, m: match },
  );
