/**
 * What serves the pages: the sandbox itself (every project but one), or nginx with the
 * configuration `npm run deploy:nginx` generates, in front of the sandbox (the `nginx` project,
 * playwright.config.ts), serving the build as the sandbox serves it (sandbox/sandbox-build.ts).
 */
export type Server = 'sandbox' | 'nginx';

/**
 * The tag of a test that depends on how the build is served (which page a host, path and language
 * get, the headers, the service worker's script, the stand-ins behind the page): the `nginx`
 * project runs it through nginx as well.
 */
export const SERVING = '@serving';
