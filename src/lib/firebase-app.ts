import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

/**
 * The merchant's one Firebase app, shared by sign-in and push. Import this module only from lazy
 * chunks: Firebase must never be on the first load (the byte budget).
 */
/** The public web config a merchant manifest carries (schema: FirebaseConfig). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId?: string;
}

export function firebaseApp(config: FirebaseWebConfig): FirebaseApp {
  if (getApps().length) return getApp();
  const { apiKey, authDomain, projectId, appId, messagingSenderId } = config;
  return initializeApp({ apiKey, authDomain, projectId, appId, messagingSenderId });
}
