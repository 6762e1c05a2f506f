/**
 * Imported by `boot.ts` before `main.tsx` for its chunk's evaluation only: Preact's React DOM (initialised here,
 * not on its first use in `main.tsx`), React Router, TanStack Query and Emotion run in a task of their own
 * (DECISIONS #145). The build puts this module in the `framework` chunk itself (`vite.config.ts`).
 */
export { hydrateRoot } from 'react-dom/client';
