/**
 * React DOM's client entry, built into the first-load file of React's own (vite.config.ts). React
 * ships CommonJS, whose code runs when first required, not when its file is evaluated: this
 * re-export requires it at the top of that file, so React's set-up runs when that file is
 * evaluated, in a task before the app's (scripts/shell/start.js), not inside the app's evaluation.
 */
export { createRoot } from 'react-dom/client';
