import { startTwilioFake, type TwilioFake } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsSender, TwilioError } from './twilio.ts';

let twilio: TwilioFake;
beforeAll(async () => {
  twilio = await startTwilioFake({ accountSid: 'AC1', authToken: 'tok' });
});
afterAll(async () => {
  await twilio?.close();
});

describe('Twilio SMS adapter', () => {
  it('posts To, From and Body to the Messages resource with Basic auth', async () => {
    const sender = createTwilioSmsSender({
      baseUrl: `${twilio.url}/`,
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+37060000001',
    });
    await sender.send({ to: '+37061234567', text: 'Kėdainių skelbimai prisijungimo kodas: AB-12345.' });
    expect(await twilio.latestTo('+37061234567')).toEqual({
      to: '+37061234567',
      from: '+37060000001',
      body: 'Kėdainių skelbimai prisijungimo kodas: AB-12345.',
    });
  });

  it("turns Twilio's 401 for a wrong token into an error", async () => {
    const sender = createTwilioSmsSender({ baseUrl: twilio.url, accountSid: 'AC1', authToken: 'wrong', from: '+3706' });
    const count = twilio.inbox.items.length;
    const failure = sender.send({ to: '+37061234568', text: 'x' });
    await expect(failure).rejects.toBeInstanceOf(TwilioError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 20003 });
    expect(twilio.inbox.items.length).toBe(count);
  });

  it('turns a refused message and an unreachable gateway into errors', async () => {
    const sender = createTwilioSmsSender({ baseUrl: twilio.url, accountSid: 'AC1', authToken: 'tok', from: '+3706' });
    await expect(sender.send({ to: '+37061234569', text: '' })).rejects.toMatchObject({ status: 400, code: 21602 });
    const nowhere = createTwilioSmsSender({
      baseUrl: 'http://127.0.0.1:1',
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+3706',
    });
    await expect(nowhere.send({ to: '+37061234569', text: 'x' })).rejects.toThrow();
  });
});
