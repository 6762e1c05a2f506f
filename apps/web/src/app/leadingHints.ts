/**
 * React writes the resource hints its components asked for (a picture's preload) before the first element
 * when it does not render the document's <head> itself. Left there they would be inside #root, where
 * hydration meets elements it did not render; they belong in <head>, which the API writes.
 */
export function splitLeadingHints(html: string): { hints: string; appHtml: string } {
  const hint = /^<link\b[^>]*>/;
  let rest = html;
  let hints = '';
  for (let found = hint.exec(rest); found; found = hint.exec(rest)) {
    hints += found[0];
    rest = rest.slice(found[0].length);
  }
  return { hints, appHtml: rest };
}
