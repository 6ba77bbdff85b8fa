export declare const FIREBASE_CLI: string;
export declare const AUTH_EMULATOR_DIR: string;
export declare function authEmulatorArgs(project: string): string[];
