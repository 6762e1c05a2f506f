/**
 * Imported by `boot.ts` after `start/framework.ts` and before `main.tsx`, for its chunk's evaluation only: MUI's
 * components and default theme run in a task of their own (DECISIONS #145). The build puts this module in the
 * `mui` chunk itself (`vite.config.ts`).
 */
export { createTheme } from '@mui/material/styles';
