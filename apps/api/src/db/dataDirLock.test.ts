import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skelbimai-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder another running process holds', async () => {
    await writeFile(join(dir, 'skelbimai.lock'), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
  });

  it('takes over a lock whose process is gone, and releases it', async () => {
    await writeFile(join(dir, 'skelbimai.lock'), '999999999');
    const unlock = await lockDataDir(dir);
    expect(await readFile(join(dir, 'skelbimai.lock'), 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(join(dir, 'skelbimai.lock'))).rejects.toThrow();
  });
});
