/** What pino writes to: one JSON line per call. */
export interface LogStream {
  write(line: string): void;
}

/**
 * JSON lines are what a log collector reads, so they stay the output in production and whenever stdout is piped
 * or redirected; only a person at a terminal, outside production, gets one readable coloured line per entry.
 */
export function wantsReadableLog(stdout: { isTTY?: boolean }, isProduction: boolean): boolean {
  return stdout.isTTY === true && !isProduction;
}

/**
 * The readable form (pino-pretty), loaded only when it is wanted. It formats each line as it is written, on the
 * same thread, so nothing waits in a buffer when the process exits.
 */
export async function readableLogStream(
  stdout: { write(text: string): unknown },
  options: { colorize: boolean },
): Promise<LogStream> {
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    colorize: options.colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return { write: (line) => void stdout.write(prettify(line)) };
}

/** The stream main.ts gives the logger: the readable one at a terminal outside production, otherwise none (JSON). */
export async function terminalLogStream(isProduction: boolean): Promise<LogStream | undefined> {
  if (!wantsReadableLog(process.stdout, isProduction)) return undefined;
  return readableLogStream(process.stdout, { colorize: process.stdout.hasColors?.() ?? false });
}
