import { type MailSink, startMailSink } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailSender, isLoopbackUrl } from './smtp.ts';

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});

describe('SMTP mail adapter', () => {
  it('delivers a Lithuanian message with a text and an HTML part', async () => {
    const sender = createSmtpMailSender({ url: sink.url, from: 'Skelbimai <noreply@example.com>' });
    try {
      await sender.send({
        to: 'jonas@example.com',
        subject: 'Kėdainių skelbimai: prisijungimo kodas',
        text: 'Jūsų kodas: AB-12345. Galioja 15 minučių.',
        html: '<p>Jūsų kodas: <b>AB-12345</b></p>',
      });
    } finally {
      await sender.close?.();
    }
    const mail = await sink.latestTo('jonas@example.com');
    expect(mail).toMatchObject({
      from: 'noreply@example.com',
      subject: 'Kėdainių skelbimai: prisijungimo kodas',
      text: expect.stringContaining('Jūsų kodas: AB-12345. Galioja 15 minučių.'),
      html: expect.stringContaining('<b>AB-12345</b>'),
    });
  });

  it('fails when the server cannot be reached', async () => {
    const sender = createSmtpMailSender({ url: 'smtp://127.0.0.1:1', from: 'noreply@example.com' });
    await expect(sender.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('speaks plain SMTP only to loopback servers', () => {
    expect(isLoopbackUrl('smtp://127.0.0.1:2525')).toBe(true);
    expect(isLoopbackUrl('smtp://localhost:25')).toBe(true);
    expect(isLoopbackUrl('smtp://[::1]:25')).toBe(true);
    expect(isLoopbackUrl('smtp://user:pass@smtp.example.com:587')).toBe(false);
    expect(isLoopbackUrl('smtps://127.example.com:465')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});
