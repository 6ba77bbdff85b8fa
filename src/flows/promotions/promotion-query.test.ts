// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { promotionIdFrom } from './promotion-query';

describe('promotionIdFrom', () => {
  it('reads id, promotionId, or a P banner\'s linkage', () => {
    expect(promotionIdFrom('?id=503')).toBe('503');
    expect(promotionIdFrom('?promotionId=504')).toBe('504');
    expect(promotionIdFrom('?linkageType=p&linkage=%20505')).toBe('505');
    expect(promotionIdFrom('?id=503&linkageType=P&linkage=505')).toBe('503');
  });
  it('is the list (null) for nothing, blanks, other linkage types and absurd lengths', () => {
    expect(promotionIdFrom('')).toBeNull();
    expect(promotionIdFrom('?id=%20')).toBeNull();
    expect(promotionIdFrom('?linkageType=URL&linkage=505')).toBeNull();
    expect(promotionIdFrom(`?id=${'9'.repeat(65)}`)).toBeNull();
  });
});
