// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, firebaseCspSources } from './csp';

describe('firebaseCspSources', () => {
  it('adds nothing without a Firebase merchant', () => {
    expect(firebaseCspSources([{ firebase: null }])).toEqual({});
    expect(contentSecurityPolicy([], {})).toContain("script-src 'self';");
  });

  it('a demo project talks to its emulator, a real one to Google', () => {
    const extra = firebaseCspSources([
      { firebase: { projectId: 'demo-luckyvn', authEmulatorUrl: 'http://127.0.0.1:9099' } },
      { firebase: { projectId: 'brand-prod', authDomain: 'auth.brand.example', authEmulatorUrl: 'http://127.0.0.1:9099' } },
    ]);
    const csp = contentSecurityPolicy(['lvn.example:*'], extra);
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain("connect-src 'self' lvn.example:* http://127.0.0.1:9099 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:9099 https://auth.brand.example;");
  });
});
