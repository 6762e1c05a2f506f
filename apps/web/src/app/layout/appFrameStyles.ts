/**
 * The frame around every screen (AppLayout): a column at least the window's height, so the footer stays at the
 * bottom of a short page. A plain element in the shared sheet (app/PlainStyles.tsx): the first hydration pass
 * renders it on every page, where MUI's Box serialised its styles again.
 */
export const appFrameStyles = {
  '.app-frame': { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
} as const;
