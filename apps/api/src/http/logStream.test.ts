import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testDatabase.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/migrate.ts';
import { readableLogStream, wantsReadableLog } from './logStream.ts';

describe('the log at a terminal', () => {
  it('is readable only for a terminal outside production; piped or in production it stays JSON', () => {
    expect(wantsReadableLog({ isTTY: true }, false)).toBe(true);
    expect(wantsReadableLog({ isTTY: false }, false)).toBe(false);
    expect(wantsReadableLog({}, false)).toBe(false);
    expect(wantsReadableLog({ isTTY: true }, true)).toBe(false);
  });

  it('prints each entry of the real app as one readable line, not JSON', async () => {
    let printed = '';
    const stream = await readableLogStream({ write: (text: string) => (printed += text) }, { colorize: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skelbimai-test-data-')),
      WEB_DIST_DIR: join(tmpdir(), 'skelbimai-test-no-web-build'),
      WEB_SSR_ENTRY: join(tmpdir(), 'skelbimai-test-no-ssr-build', 'entry-server.js'),
    });
    const database = await openTestDatabase();
    await prepareDatabase(database, { maxPostPictureCount: config.maxPostPictureCount });
    const app = await buildApp({ config, database, logStream: stream });
    try {
      app.log.info({ database: '/tmp/pglite' }, 'Portal is listening on http://localhost:3000');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const lines = printed.trimEnd().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] INFO: Portal is listening on http:\/\/localhost:3000 \{"database":"\/tmp\/pglite"\}$/,
      ),
    );
    expect(lines.some((line) => /INFO: incoming request .*"url":"\/api\/health"/.test(line))).toBe(true);
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });
});
