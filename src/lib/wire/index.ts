// lib/wire: the typed /wps contract. Node-safe (no DOM, no browser-only imports): the sandbox
// imports it too.
//
//   calls/<row>.ts   one row per call; app code imports the rows it calls:
//                      import { memberInfo } from '@/lib/wire/calls/member-info';
//                      const info = await api.call(memberInfo);
//   table.ts         all rows (the sandbox, tests and the doc check: `import * as wire from …/table`)
//   shapes.ts        the request and response types, exported here
export * from './define-call';
export type * from './shapes';
