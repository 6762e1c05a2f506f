import { currentYear, formatDateTime } from './dates.ts';

/** A task boundary: the browser may paint, take input and run other work before the promise settles. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Makes the page's date formatters before hydration, each in a task of its own. A browser's first time-zone
 * date format starts ICU's formatting and loads its time-zone data (55–70 ms at Lighthouse's 4× slower CPU):
 * made while hydrating, it lengthened the slice that first rendered a date, and made when its module loaded,
 * the evaluation of the landing scripts (DECISIONS #118). Prices need none: `formatEuros` is written out
 * (DECISIONS #159).
 */
export async function prepareFormats(): Promise<void> {
  for (const prepare of [() => formatDateTime(0), () => currentYear()]) {
    await nextTask();
    prepare();
  }
}
