import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacebookFake, type GoogleFake, startFacebookFake, startGoogleFake } from './index.ts';

describe('Google fake', () => {
  let google: GoogleFake;
  beforeAll(async () => {
    google = await startGoogleFake({ clientId: 'client-1' });
  });
  afterAll(() => google.close());

  const tokenInfo = (token: string) =>
    fetch(`${google.url}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(token)}`);

  it('answers tokeninfo and userinfo as Google does for an issued token', async () => {
    const token = google.issueToken({ sub: '1001', email: 'ona@example.com', name: 'Ona', picture: null });
    const info = await tokenInfo(token);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      aud: 'client-1',
      azp: 'client-1',
      sub: '1001',
      email: 'ona@example.com',
      email_verified: 'true',
      exp: expect.stringMatching(/^\d+$/),
      expires_in: expect.stringMatching(/^\d+$/),
    });
    const user = await fetch(`${google.url}/oauth2/v3/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ sub: '1001', name: 'Ona', email: 'ona@example.com', email_verified: true });
  });

  it("refuses unknown, revoked and expired tokens with Google's errors", async () => {
    const unknown = await tokenInfo('nope');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid Value' });
    const revoked = google.issueToken();
    google.revokeToken(revoked);
    expect((await tokenInfo(revoked)).status).toBe(400);
    expect((await tokenInfo(google.issueToken({ expiresIn: -1 }))).status).toBe(400);
    const user = await fetch(`${google.url}/oauth2/v3/userinfo`, { headers: { authorization: 'Bearer nope' } });
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({ error: 'invalid_request', error_description: 'Invalid Credentials' });
  });

  it('issues tokens over HTTP for other processes', async () => {
    const issued = await fetch(`${google.url}/fake/tokens`, {
      method: 'POST',
      body: JSON.stringify({ sub: '77', aud: 'other' }),
    });
    expect(issued.status).toBe(201);
    const { accessToken } = (await issued.json()) as { accessToken: string };
    expect(await (await tokenInfo(accessToken)).json()).toMatchObject({ sub: '77', aud: 'other' });
  });
});

describe('Facebook fake', () => {
  let facebook: FacebookFake;
  beforeAll(async () => {
    facebook = await startFacebookFake({ appId: '111', appSecret: 'secret' });
  });
  afterAll(() => facebook.close());

  const debugToken = (input: string, appToken = '111|secret') =>
    fetch(`${facebook.url}/debug_token?${new URLSearchParams({ input_token: input, access_token: appToken })}`);

  it('answers debug_token and /me as the Graph API does', async () => {
    const token = facebook.issueToken({ id: '555', name: 'Petras', email: 'petras@example.com' });
    const debug = await debugToken(token);
    expect(debug.status).toBe(200);
    expect(await debug.json()).toMatchObject({ data: { app_id: '111', is_valid: true, user_id: '555', type: 'USER' } });
    const proof = createHmac('sha256', 'secret').update(token).digest('hex');
    const me = await fetch(
      `${facebook.url}/me?${new URLSearchParams({ fields: 'id,name,email,picture.type(large)', access_token: token, appsecret_proof: proof })}`,
    );
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: '555',
      name: 'Petras',
      email: 'petras@example.com',
      picture: { data: { is_silhouette: false, width: 200, height: 200, url: expect.stringMatching(/^https:/) } },
    });
    const wrongProof = await fetch(
      `${facebook.url}/me?${new URLSearchParams({ access_token: token, appsecret_proof: 'x' })}`,
    );
    expect(wrongProof.status).toBe(400);
  });

  it('says is_valid false for unknown and invalidated tokens, and reports the app of a foreign token', async () => {
    expect(await (await debugToken('EAAnope')).json()).toMatchObject({
      data: { is_valid: false, error: { code: 190 } },
    });
    const invalidated = facebook.issueToken();
    facebook.invalidateToken(invalidated);
    expect(await (await debugToken(invalidated)).json()).toMatchObject({ data: { is_valid: false } });
    expect(await (await debugToken(facebook.issueToken({ appId: '999' }))).json()).toMatchObject({
      data: { is_valid: true, app_id: '999' },
    });
    const badApp = await debugToken('EAAnope', '111|wrong');
    expect(badApp.status).toBe(400);
    expect(await badApp.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
    const me = await fetch(`${facebook.url}/me?access_token=EAAnope`);
    expect(me.status).toBe(400);
    expect(await me.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });
});
