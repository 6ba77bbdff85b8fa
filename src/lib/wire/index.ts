// lib/wire: the typed /wps contract (calls.ts), shared by the app (lib/http `api.call`) and the
// sandbox (`router.on`). Node-safe: no DOM, no browser-only imports.
//
//   import { wire } from '@/lib/wire';
//   const info = await api.call(wire.memberInfo);
export * as wire from './calls';
export * from './define-call';
export type * from './shapes';
