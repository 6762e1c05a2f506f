import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../lib/contract.ts';
import { mockFetch } from '../test/fetchMock.ts';
import { api, buildUrl, request, requestEnvelope } from './client.ts';
import { ApiError } from './errors.ts';

afterEach(() => vi.unstubAllGlobals());

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

/** Runs a call that must fail and returns its ApiError. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('asks for Lithuanian and sends cookies only to the same origin', async () => {
    const fetch = mockFetch({ '/api/x': { body: { succeeded: true, data: 1, messages: [], errors: [] } } });
    await api.get('/api/x');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(headersOf(init)['Accept-Language']).toBe('lt-LT');
  });

  it('sends JSON bodies and an empty object for a POST without one', async () => {
    const fetch = mockFetch({ '/api/x': { body: { succeeded: true, data: null, messages: [], errors: [] } } });
    await api.post('/api/x', { emailOrPhone: 'a@b.lt' });
    await api.post('/api/x');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"emailOrPhone":"a@b.lt"}');
    expect(fetch.mock.calls[1]?.[1]?.body).toBe('{}');
    expect(headersOf(fetch.mock.calls[0]?.[1])['Content-Type']).toBe('application/json');
  });

  it('leaves FormData to the browser (multipart boundary)', async () => {
    const fetch = mockFetch({ '/api/up': { body: { succeeded: true, data: null, messages: [], errors: [] } } });
    const form = new FormData();
    await request('/api/up', { method: 'POST', body: form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });
});

describe('successful answers', () => {
  it('returns the data of a succeeded envelope', async () => {
    mockFetch({ '/api/x': { body: { succeeded: true, data: { id: 7 }, messages: [], errors: [] } } });
    await expect(api.get('/api/x')).resolves.toEqual({ id: 7 });
  });

  it('keeps extra envelope fields such as pagination', async () => {
    mockFetch({
      '/api/list': {
        body: { succeeded: true, data: [1], messages: [], errors: [], pagination: { totalPageCount: 3 } },
      },
    });
    const envelope = await requestEnvelope<{
      succeeded: boolean;
      data: number[];
      messages: [];
      errors: [];
      pagination: { totalPageCount: number };
    }>('/api/list');
    expect(envelope.pagination.totalPageCount).toBe(3);
  });

  it('treats 204 No Content as success without data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.post('/api/auth/logout')).resolves.toBeNull();
  });
});

describe('failures become ApiError', () => {
  it('reads messages and the list form of field errors from a 400', async () => {
    mockFetch({
      '/api/auth/login': {
        status: 400,
        body: {
          succeeded: false,
          data: null,
          messages: ['Patikrinkite pažymėtus laukelius.'],
          errors: [
            { property: 'emailOrPhone', errors: ['Negali būti tuščias.'] },
            { property: 'password', errors: ['Laukelis yra privalomas.', 'Per trumpas.'] },
          ],
        },
      },
    });
    const error = await failure(api.post('/api/auth/login', {}));
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['Patikrinkite pažymėtus laukelius.']);
    expect(error.fieldErrors).toEqual({
      emailOrPhone: ['Negali būti tuščias.'],
      password: ['Laukelis yra privalomas.', 'Per trumpas.'],
    });
    expect(error.fieldMessages('password')).toHaveLength(2);
    expect(error.fieldMessages('newEmail')).toEqual([]);
  });

  it('reads the map form of field errors and lower-cases the first letter of property names', async () => {
    mockFetch({
      '/api/x': {
        status: 400,
        body: { succeeded: false, messages: [], errors: { EmailOrPhone: ['Blogas formatas.'], newPhone: 'Užimtas.' } },
      },
    });
    const error = await failure(api.post('/api/x', {}));
    expect(error.fieldErrors).toEqual({ emailOrPhone: ['Blogas formatas.'], newPhone: ['Užimtas.'] });
    // No general message from the server: the default is shown.
    expect(error.messages).toEqual([errorMessages.clientOrServer]);
  });

  it('moves errors without a property into the general messages', async () => {
    mockFetch({
      '/api/x': {
        status: 409,
        body: { succeeded: false, messages: [], errors: [{ property: '', errors: ['Jau yra.'] }] },
      },
    });
    const error = await failure(api.get('/api/x'));
    expect(error.messages).toEqual(['Jau yra.']);
    expect(error.fieldErrors).toEqual({});
  });

  it('fails on succeeded:false even with HTTP 200', async () => {
    mockFetch({ '/api/x': { body: { succeeded: false, data: null, messages: ['Nepavyko.'], errors: [] } } });
    const error = await failure(api.get('/api/x'));
    expect(error.status).toBe(200);
    expect(error.message).toBe('Nepavyko.');
  });

  it('uses the default message for a non-JSON 500', async () => {
    mockFetch({ '/api/x': { status: 500, raw: '<html><body>Bad Gateway</body></html>' } });
    const error = await failure(api.get('/api/x'));
    expect(error.status).toBe(500);
    expect(error.messages).toEqual(['Įvyko kliento/serverio klaida.']);
    expect(error.message).toBe('Įvyko kliento/serverio klaida.');
  });

  it('uses the default message for an empty error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.status).toBe(502);
    expect(error.messages).toEqual([errorMessages.clientOrServer]);
  });

  it('keeps the server text of a 500 envelope', async () => {
    mockFetch({
      '/api/x': { status: 500, body: { succeeded: false, messages: ['Įvyko serverio klaida.'], errors: [] } },
    });
    const error = await failure(api.get('/api/x'));
    expect(error.messages).toEqual(['Įvyko serverio klaida.']);
  });

  it('falls back to a plain `message` field (framework error bodies)', async () => {
    mockFetch({
      '/api/x': { status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: 'Per didelis failas.' } },
    });
    const error = await failure(api.post('/api/x', {}));
    expect(error.messages).toEqual(['Per didelis failas.']);
  });

  it('turns a network error into status 0 with the default message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.status).toBe(0);
    expect(error.messages).toEqual([errorMessages.clientOrServer]);
  });

  it('rejects a 2xx answer that is not an envelope (e.g. the SPA index.html)', async () => {
    mockFetch({ '/api/typo': { raw: '<!doctype html><html></html>' } });
    const error = await failure(api.get('/api/typo'));
    expect(error.status).toBe(200);
    expect(error.messages).toEqual([errorMessages.clientOrServer]);
  });

  it('passes an abort through untouched so queries can be cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(api.get('/api/x', undefined, controller.signal)).rejects.toBe(abort);
  });
});

describe('buildUrl', () => {
  it('drops empty values and repeats arrays', () => {
    expect(
      buildUrl('/api/posts/list', {
        searchKeyword: 'dviratis',
        minPrice: undefined,
        maxPrice: null,
        sort: '',
        postTypes: ['sell', 'buy'],
        page: 2,
      }),
    ).toBe('/api/posts/list?searchKeyword=dviratis&postTypes=sell&postTypes=buy&page=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
    expect(buildUrl('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });
});
