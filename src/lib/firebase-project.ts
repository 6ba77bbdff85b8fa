/**
 * Firebase's own rule for local stand-ins: a project id that starts with `demo-` is a demo
 * project, which exists only in the emulators and never reaches Google's services
 * (https://firebase.google.com/docs/emulator-suite/connect_and_prototype#choose_a_firebase_project).
 * A merchant whose manifest names one (the sandbox's merchants) gets the local stand-ins: the Auth
 * emulator for sign-in and the sandbox push provider (flows/pwa/push/push-sandbox.ts) for push.
 * Nothing else switches them on, and a real project id can never select them.
 */
export const isDemoProject = (projectId: string): boolean => /^demo-[a-z0-9-]+$/.test(projectId);
