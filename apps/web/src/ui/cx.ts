/** Joins the class names that are set: `cx(styles.button, loading && styles.loading, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
