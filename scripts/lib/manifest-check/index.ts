export { checkManifestFile, checkManifestText, displayName } from './check-manifest';
export type { Checked, CheckOptions } from './check-manifest';
export { checkFiles, checkMerchantsDir, listManifests } from './check-files';
export type { Report } from './check-files';
export { loadValidator, schemaLoader } from './load';
export { MAX_BYTES, MAX_DEPTH } from './caps';
export { formatProblem } from './types';
export type { Problem, ValidateFn } from './types';
