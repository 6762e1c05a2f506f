/**
 * Empty: the frame's rules are in AppLayout.module.css. Kept only so app/PlainStyles.tsx, which spreads it and is
 * removed when the last plain part leaves it, still compiles.
 */
export const appFrameStyles = {} as const;
