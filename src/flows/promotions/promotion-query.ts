/**
 * The promotion the promotions page opens on, from its address: `?id=…` (the app's own links),
 * `?promotionId=…`, or a P banner's parameters (`?linkageType=P&linkage=…`, as an operator's
 * banner link carries them). Null: the list.
 *
 *   promotionIdFrom('?id=503')                        // → '503'
 *   promotionIdFrom('?linkageType=p&linkage=%20504')  // → '504'
 *   promotionIdFrom('?linkageType=URL&linkage=x')     // → null
 */
export function promotionIdFrom(search: string): string | null {
  const q = new URLSearchParams(search);
  const clean = (v: string | null) => {
    const t = (v ?? '').trim();
    return t && t.length <= 64 ? t : null;
  };
  const direct = clean(q.get('id')) ?? clean(q.get('promotionId'));
  if (direct) return direct;
  return (q.get('linkageType') ?? '').toUpperCase() === 'P' ? clean(q.get('linkage')) : null;
}
