/** Types of timings.mjs (plain Node, read by scripts/test.mjs before anything is installed). */
export interface FileTiming {
  file: string;
  seconds: number;
  tests: number;
  detail?: string;
  [key: string]: unknown;
}
export interface StepTimings {
  wallSeconds: number;
  files: FileTiming[];
  notes?: string[];
  [key: string]: unknown;
}
export declare const TIMINGS_DIR: string;
export declare function timingsFile(step: string): string;
export declare function writeTimings(step: string, record: StepTimings): void;
export declare function readTimings(step: string, since?: number): (StepTimings & { step: string; writtenAt: number }) | null;
export declare function slowestLines(record: StepTimings, n?: number): string[];
