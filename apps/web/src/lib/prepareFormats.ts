import { currentYear, formatDateTime } from './dates.ts';
import { formatEuros } from './money.ts';

/** A task boundary: the browser may paint, take input and run other work before the promise settles. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Makes the page's number and date formatters before hydration, each in a task of its own. A browser's first
 * lt-LT currency format loads ICU data (~55 ms at Lighthouse's 4× slower CPU) and its first time-zone date
 * format ~15–35 ms more; made while hydrating, they lengthened the slice that first rendered a price or date,
 * and made when their modules loaded, the evaluation of the landing scripts, already the page's longest task
 * (DECISIONS #118).
 */
export async function prepareFormats(): Promise<void> {
  for (const prepare of [() => formatEuros(0), () => formatDateTime(0), () => currentYear()]) {
    await nextTask();
    prepare();
  }
}
