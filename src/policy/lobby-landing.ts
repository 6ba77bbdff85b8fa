/**
 * Whether a landing on `pathname` shows the lobby, judged before the manifest arrives from the
 * merchant directory's copy of the home route (scripts/gen-types.ts): start-up then fetches the
 * lobby in parallel with the status call (app/boot.ts).
 *
 *   landsOnLobby({ paths: ['/m/home', '/m/index'], access: 'public' }, '/m/index', false)  // true
 *   landsOnLobby({ paths: ['/m/home'], access: 'member' }, '/m/home', false)               // false: visitors go to log in
 */
export function landsOnLobby(home: { paths: readonly string[]; access: string } | null, pathname: string, hasSession: boolean): boolean {
  return home !== null && home.paths.includes(pathname) && (home.access === 'public' || hasSession);
}
