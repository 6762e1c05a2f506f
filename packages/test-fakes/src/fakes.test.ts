import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCode, type MailSink, startMailSink, startTwilioFake, type TwilioFake } from './index.ts';

describe('mail sink', () => {
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink({ httpPort: 0 });
  });
  afterAll(() => sink.close());

  it('receives real SMTP mail with Lithuanian text and serves it over HTTP', async () => {
    const transport = createTransport({ url: sink.url, ignoreTLS: true } as never);
    await transport.sendMail({
      from: 'noreply@example.com',
      to: 'Jonas@Example.com',
      subject: 'Prisijungimo kodas',
      text: 'Jūsų kodas: KT-12345. Galioja 15 minučių.',
    });
    const mail = await sink.latestTo('jonas@example.com');
    expect(mail.subject).toBe('Prisijungimo kodas');
    expect(extractCode(mail.text)).toEqual({ prefix: 'KT', code: '12345' });
    const listed = await fetch(`http://127.0.0.1:${sink.httpPort}/messages?to=jonas@example.com`).then((r) => r.json());
    expect(listed).toHaveLength(1);
  });
});

describe('Twilio fake', () => {
  let twilio: TwilioFake;
  beforeAll(async () => {
    twilio = await startTwilioFake({ accountSid: 'AC1', authToken: 'secret' });
  });
  afterAll(() => twilio.close());

  const send = (auth: string) =>
    fetch(`${twilio.url}/2010-04-01/Accounts/AC1/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
      body: new URLSearchParams({ To: '+37061234567', From: '+37060000000', Body: 'Kodas AB-00001' }),
    });

  it('accepts a message with the right credentials and refuses wrong ones as Twilio does', async () => {
    expect((await send('AC1:wrong')).status).toBe(401);
    expect((await send('AC1:secret')).status).toBe(201);
    expect((await twilio.latestTo('+37061234567')).body).toBe('Kodas AB-00001');
  });
});
