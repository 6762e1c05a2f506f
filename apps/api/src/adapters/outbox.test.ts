import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractCode } from '@skelbimai/test-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.ts';
import { bodyOf, createUser, randomEmail, randomPhone } from '../../test/factories.ts';
import type { App } from '../app.ts';

// Without SMTP_URL and with SMS_PROVIDER=log (the defaults) codes go to DATA_DIR/outbox.
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function outboxFileFor(address: string, extension: string) {
  await app.outbox.sendDue(); // the outbox table's sender writes the files after the answer
  const names = await readdir(app.config.outboxDir);
  const name = names.find((file) => file.endsWith(`.${extension}`) && file.includes(address.replace(/[^\w.+-]/g, '_')));
  expect(name, `${address} in ${names.join(', ')}`).toBeDefined();
  return readFile(join(app.config.outboxDir, name as string), 'utf8');
}

async function recover(emailOrPhone: string, prefix: string, code: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/recoverylogin',
    payload: { emailOrPhone, prefix, code },
  });
  return response.statusCode;
}

describe('development transports', () => {
  it('keep an e-mail in the outbox as an .eml file a developer can read and use', async () => {
    const email = (await createUser(app, { email: randomEmail() })).email as string;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword',
      payload: { emailOrPhone: email },
    });
    expect(response.statusCode).toBe(200);
    const file = await outboxFileFor(email, 'eml');
    expect(file).toContain(`To: ${email}`);
    expect(file).toContain('Subject: Kėdainių skelbimai: prisijungimo kodas');
    const code = extractCode(file);
    expect(code?.prefix).toBe(bodyOf<{ data: string }>(response).data);
    expect(await recover(email, code?.prefix as string, code?.code as string)).toBe(200);
  });

  it('keep an SMS in the outbox as a .txt file', async () => {
    const phone = randomPhone();
    await createUser(app, { email: null, phoneNumber: phone });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword',
      payload: { emailOrPhone: phone },
    });
    expect(response.statusCode).toBe(200);
    const file = await outboxFileFor(phone, 'txt');
    expect(file).toContain(`To: ${phone}`);
    const code = extractCode(file);
    expect(await recover(phone, code?.prefix as string, code?.code as string)).toBe(200);
  });
});
