import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostFileName, inlineRecord, isMerchantRecord, overrideAllowed, resolveRecord, type MerchantRecord, type RecordSources } from './merchant-record';

const record = (id: string): MerchantRecord => ({
  id,
  merchantCode: id.slice(0, 3).toUpperCase(),
  languages: { default: 'EN', supported: ['EN'] },
  home: { paths: ['/m/home'], access: 'public' },
  digest: 'a'.repeat(24),
});

/** A server holding the published files: path → record (404 otherwise), counting requests. */
function server(files: Record<string, MerchantRecord>) {
  const asked: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    const path = String(url);
    asked.push(path);
    const body = files[path];
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('', { status: 404 });
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

function sources(over: Partial<RecordSources> & Pick<RecordSources, 'fetchImpl'>): RecordSources & { saved: MerchantRecord[] } {
  const saved: MerchantRecord[] = [];
  return { doc: document, hostname: 'm.siamspin.example', search: '', allowOverride: false, base: '/m/', stored: () => null, store: (r) => void saved.push(r), saved, ...over };
}

const setInline = (value: unknown) => {
  document.head.innerHTML = value === undefined ? '' : `<script type="application/json" id="m-merchant">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;
};

describe('merchant record', () => {
  beforeEach(() => setInline(undefined));

  it('takes the record the server put in the page, with no request, and stores it for a start from the service worker', async () => {
    setInline(record('siamspin'));
    const { asked, fetchImpl } = server({});
    const s = sources({ fetchImpl });
    await expect(resolveRecord(s)).resolves.toEqual({ record: record('siamspin'), from: 'page' });
    expect(asked).toEqual([]);
    expect(s.saved).toEqual([record('siamspin')]);
  });

  it('ignores a page record that is not JSON or not a record, and fetches the host file instead', async () => {
    const { asked, fetchImpl } = server({ '/m/hosts/m.siamspin.example.json': record('siamspin') });
    for (const bad of ['{not json', { id: 'x' }, { ...record('x'), digest: 'short' }, { ...record('x'), id: '../x' }]) {
      setInline(bad);
      expect(inlineRecord(document)).toBeNull();
      await expect(resolveRecord(sources({ fetchImpl }))).resolves.toMatchObject({ record: { id: 'siamspin' }, from: 'fetched' });
    }
    expect(asked.every((u) => u === '/m/hosts/m.siamspin.example.json')).toBe(true);
  });

  it('starts from the stored record when the page has none (the generic page from the cache)', async () => {
    const { asked, fetchImpl } = server({});
    await expect(resolveRecord(sources({ fetchImpl, stored: () => record('goldcrest') }))).resolves.toEqual({ record: record('goldcrest'), from: 'stored' });
    expect(asked).toEqual([]);
    // A stored value that is not a record is not trusted.
    await expect(resolveRecord(sources({ fetchImpl, stored: () => ({ id: 'goldcrest' }) }))).rejects.toThrow(/no merchant record/);
  });

  it('fetches the host file (lower case, no trailing dot), else the default merchant, and stores what it got', async () => {
    const { asked, fetchImpl } = server({ '/m/hosts/m.siamspin.example.json': record('siamspin'), '/m/hosts/_default.json': record('luckyvn') });
    const s = sources({ fetchImpl, hostname: 'M.SiamSpin.Example.' });
    await expect(resolveRecord(s)).resolves.toMatchObject({ record: { id: 'siamspin' } });
    expect(s.saved.map((r) => r.id)).toEqual(['siamspin']);
    await expect(resolveRecord(sources({ fetchImpl, hostname: 'localhost' }))).resolves.toMatchObject({ record: { id: 'luckyvn' } });
    expect(asked).toEqual(['/m/hosts/m.siamspin.example.json', '/m/hosts/localhost.json', '/m/hosts/_default.json']);
  });

  it('fails (the unreachable screen) when nothing answers, and on a server error rather than guessing a merchant', async () => {
    await expect(resolveRecord(sources({ fetchImpl: server({}).fetchImpl }))).rejects.toThrow(/no merchant record/);
    const failing = vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    await expect(resolveRecord(sources({ fetchImpl: failing }))).rejects.toThrow(/HTTP 503/);
  });

  it('honours ?merchant= only where allowed, over the page and the stored record', async () => {
    setInline(record('luckyvn'));
    const { asked, fetchImpl } = server({ '/m/merchants/goldcrest/record.json': record('goldcrest') });
    const allowed = sources({ fetchImpl, search: '?merchant=goldcrest', allowOverride: true, stored: () => record('siamspin') });
    await expect(resolveRecord(allowed)).resolves.toMatchObject({ record: { id: 'goldcrest' } });
    expect(allowed.saved).toEqual([]); // an override is not this host's merchant
    await expect(resolveRecord(sources({ fetchImpl, search: '?merchant=goldcrest' }))).resolves.toMatchObject({ record: { id: 'luckyvn' }, from: 'page' });
    await expect(resolveRecord(sources({ fetchImpl, search: '?merchant=../x', allowOverride: true }))).resolves.toMatchObject({ record: { id: 'luckyvn' } });
    expect(asked).toEqual(['/m/merchants/goldcrest/record.json']);
  });

  it('names host files safely', () => {
    expect(hostFileName('WWW.Example.COM.')).toBe('www.example.com');
    expect(hostFileName('a/../b')).toBe('_default');
    expect(isMerchantRecord({ ...record('x'), home: null })).toBe(true);
  });

  it('allows the override in dev or when the sandbox marks the page', () => {
    document.head.innerHTML = '';
    expect(overrideAllowed(document, false)).toBe(false);
    expect(overrideAllowed(document, true)).toBe(true);
    document.head.innerHTML = '<meta name="m-sandbox" content="1">';
    expect(overrideAllowed(document, false)).toBe(true);
  });
});
