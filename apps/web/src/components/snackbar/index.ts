export {
  type SnackbarAction,
  type SnackbarApi,
  type SnackbarColor,
  type SnackbarMessage,
  useSnackbar,
} from './context.ts';
export { SnackbarProvider } from './SnackbarProvider.tsx';
