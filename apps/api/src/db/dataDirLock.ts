import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder (`npm start` while
 * `npm run dev` runs) would corrupt it. A lock file with the owner's pid refuses that with a clear message;
 * a lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, 'skelbimai.lock');
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number((await readFile(file, 'utf8')).trim());
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(`The database folder ${dir} is in use by process ${owner}; stop it first (or set DATA_DIR).`);
    }
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
