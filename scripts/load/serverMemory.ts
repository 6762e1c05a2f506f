import { readFileSync } from 'node:fs';

/**
 * A process's resident memory from /proc (Linux): now (VmRSS) and its peak since it started (VmHWM, the kernel's
 * high-water mark: exact, whatever the sampling). Undefined where /proc is missing.
 */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}
