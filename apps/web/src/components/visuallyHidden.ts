/**
 * `sx` for text only screen readers get (a status they announce, a chart's table caption): off screen in
 * effect, still in the accessibility tree.
 */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The same as a class, for plain elements (the ad cards, DECISIONS #155). */
export const visuallyHiddenStyles = { '.visually-hidden': visuallyHidden };
