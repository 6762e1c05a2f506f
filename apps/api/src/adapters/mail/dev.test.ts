import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDemoSellerEmail } from '../../db/seed/demo/addresses.ts';
import { createDevMailSender } from './dev.ts';

describe('development mail', () => {
  it('keeps every message, logs each one a person reads, and the demo sellers’ at debug under one note', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'skelbimai-dev-mail-'));
    const lines: { level: 'info' | 'debug'; message: string; to?: unknown }[] = [];
    const log = {
      info: (details: { to?: unknown }, message: string) => lines.push({ level: 'info', message, to: details.to }),
      debug: (details: { to?: unknown }, message: string) => lines.push({ level: 'debug', message, to: details.to }),
    };
    const sender = createDevMailSender({
      outboxDir,
      from: 'Skelbimai <noreply@localhost>',
      log,
      quiet: isDemoSellerEmail,
    });
    const mail = (to: string) => ({ to, subject: 'Tema', text: 'Tekstas' });

    await sender.send(mail('demo.3@example.com'));
    await sender.send(mail('demo.7@example.com'));
    await sender.send(mail('jonas@example.lt'));

    expect(readdirSync(outboxDir)).toHaveLength(3);
    expect(lines.filter((line) => line.level === 'info')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('demo users') }),
      { level: 'info', message: 'Mail kept in outbox', to: 'jonas@example.lt' },
    ]);
    expect(lines.filter((line) => line.level === 'debug').map((line) => line.to)).toEqual([
      'demo.3@example.com',
      'demo.7@example.com',
    ]);
  });

  it('tells the demo sellers’ addresses from anyone else’s', () => {
    expect(isDemoSellerEmail('demo.1@example.com')).toBe(true);
    expect(isDemoSellerEmail('demo.12@example.com')).toBe(true);
    expect(isDemoSellerEmail('demo@example.com')).toBe(false);
    expect(isDemoSellerEmail('jonas.demo.1@example.com')).toBe(false);
    expect(isDemoSellerEmail('demo.1@example.com.lt')).toBe(false);
  });
});
