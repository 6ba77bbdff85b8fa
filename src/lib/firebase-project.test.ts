// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDemoProject } from './firebase-project';

describe('isDemoProject', () => {
  it('is true only for Firebase demo project ids', () => {
    expect(isDemoProject('demo-luckyvn')).toBe(true);
    for (const id of ['luckyvn-prod', 'demo', 'demo_', 'Demo-x', 'my-demo-x', 'demo-x y', '']) expect(isDemoProject(id)).toBe(false);
  });
});
