/**
 * One chunk for everything the entry imports statically (libraries and our own first-load code),
 * instead of the dozen small shared chunks the bundler would otherwise cut wherever a lazy screen
 * also uses a module. gzip compresses each file on its own, so on the first load those small files
 * cost ≈ 1.6 KB more than the same code in one file (measured with scripts/check-budget.ts).
 * Lazy screens keep their own chunks and import what they share from this one.
 *
 *   build.rollupOptions.output.manualChunks = firstLoadChunk('/abs/path/src/app/main.tsx', /\/device\.ts$/)
 *
 * `also` names modules that are lazy in the code but fetched by every first load anyway (the
 * device detection: the download bar and the login page both need it at once): in the same file
 * they cost no extra request and compress with the rest.
 */
interface ChunkMeta {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export function firstLoadChunk(entry: string, also?: RegExp, name = 'core') {
  let reachable: Set<string> | null = null;
  return (id: string, meta: ChunkMeta): string | undefined => {
    reachable ??= staticallyReachable(entry, meta);
    // Locale files stay one chunk per language: only the active one is fetched.
    return (reachable.has(id) || also?.test(id)) && !/\/locales\//.test(id) ? name : undefined;
  };
}

/**
 * Modules that two or more landing screens import (the page frame, buttons…) go to `name` (the
 * first-load chunk): otherwise the bundler puts them in whichever landing chunk claims them first,
 * and a landing on the other screen fetches both chunks.
 *
 *   manualChunks: (id, meta) => core(id, meta) ?? sharedByLandings(id, meta) ?? login(id, meta) ?? home(id, meta)
 */
export function sharedByLandings(entries: readonly string[], name = 'core') {
  let sets: Set<string>[] | null = null;
  return (id: string, meta: ChunkMeta): string | undefined => {
    sets ??= entries.map((entry) => staticallyReachable(entry, meta));
    if (/\/locales\//.test(id)) return undefined;
    return sets.filter((set) => set.has(id)).length >= 2 ? name : undefined;
  };
}

function staticallyReachable(entry: string, meta: ChunkMeta): Set<string> {
  const reachable = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const next = queue.pop() as string;
    if (reachable.has(next)) continue;
    reachable.add(next);
    queue.push(...(meta.getModuleInfo(next)?.importedIds ?? []));
  }
  return reachable;
}
