import { ApiError, apiRequest, buildUrl } from './api-client';
import { useAuthStore } from './auth-store';
import { setRuntimeConfig } from './config';
import type { User } from './types';

const DEFAULT_BASE = 'http://localhost:4000/api';

const user: User = {
  id: 1,
  fname: 'Ravi',
  lname: 'Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  created_at: '2024-05-06T07:08:09.000Z',
};

/** jsdom has no Response: a minimal stand-in with what the client reads. */
function reply(status: number, body: unknown = '', statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

const fetchMock = jest.fn();

function lastCall(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url, init };
}

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, usertype: null });
  setRuntimeConfig({ apiBase: DEFAULT_BASE });
});

afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  setRuntimeConfig({ apiBase: DEFAULT_BASE });
});

describe('buildUrl', () => {
  it('uses the default base http://localhost:4000/api', () => {
    expect(buildUrl('/general-settings')).toBe('http://localhost:4000/api/general-settings');
  });

  it('takes the base URL from the runtime config, without doubled slashes', () => {
    setRuntimeConfig({ apiBase: 'https://api.basera.test/v1/' });
    expect(buildUrl('/get-home')).toBe('https://api.basera.test/v1/get-home');
    expect(buildUrl('get-home')).toBe('https://api.basera.test/v1/get-home');
  });

  it('skips empty values and joins arrays with commas', () => {
    const url = new URL(
      buildUrl('/filtered-properties', {
        state_id: 12,
        city_id: '',
        search: 'near park',
        food: null,
        gender: undefined,
        amenities: [3, 5, 8],
        furnished: false,
        page: 0,
      }),
    );
    expect(url.pathname).toBe('/api/filtered-properties');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state_id: '12',
      search: 'near park',
      amenities: '3,5,8',
      furnished: 'false',
      page: '0',
    });
    expect(url.searchParams.has('city_id')).toBe(false);
    expect(url.searchParams.has('food')).toBe(false);
    expect(url.searchParams.has('gender')).toBe(false);
  });
});

describe('apiRequest', () => {
  it('calls the configured base with GET and resolves with the parsed body', async () => {
    setRuntimeConfig({ apiBase: 'https://api.basera.test/api' });
    fetchMock.mockResolvedValue(reply(200, { status: true, data: [1, 2] }));

    await expect(
      apiRequest('/get-home', { query: { city_id: 4, tags: ['a', 'b'], q: '' } }),
    ).resolves.toEqual({
      status: true,
      data: [1, 2],
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = lastCall();
    expect(url).toBe('https://api.basera.test/api/get-home?city_id=4&tags=a%2Cb');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: true }));
    await apiRequest('/get-home');
    expect(lastCall().init.headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token from the store', async () => {
    useAuthStore.getState().setSession({ token: 'secret-token', user, usertype: 'Customer' });
    fetchMock.mockResolvedValue(reply(200, { status: true }));

    await apiRequest('/me');

    expect(lastCall().init.headers.Authorization).toBe('Bearer secret-token');
  });

  it('sends a plain object as a JSON body with POST', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: true, token: 't' }));
    const body = { email: 'ravi@example.com', password: 'Secret#123' };

    await expect(apiRequest('/user-login', { body })).resolves.toEqual({ status: true, token: 't' });

    const { url, init } = lastCall();
    expect(url).toBe(`${DEFAULT_BASE}/user-login`);
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('keeps an explicit method', async () => {
    fetchMock.mockResolvedValue(reply(200, ''));
    await expect(apiRequest('/wishlist/4', { method: 'DELETE' })).resolves.toBeNull();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('rejects a 422 with an ApiError carrying status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        status: false,
        message: 'The given data was invalid.',
        errors: { email: ['Email is required', 'Email is invalid'], phone: 'Phone is required' },
      }),
    );

    const error = await apiRequest('/user-register', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('The given data was invalid.');
    expect(apiError.fieldError('email')).toBe('Email is required');
    expect(apiError.fieldError('phone')).toBe('Phone is required');
    expect(apiError.fieldError('password')).toBeUndefined();
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(reply(500, '<html>oops</html>', 'Internal Server Error'));

    const error = (await apiRequest('/get-home').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
    expect(error.errors).toEqual({});
  });

  it('a 401 while signed in clears the session', async () => {
    useAuthStore.getState().setSession({ token: 'dead-token', user, usertype: 'Lister' });
    fetchMock.mockResolvedValue(reply(401, { status: false, message: 'Unauthenticated.' }));

    const error = (await apiRequest('/me').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, usertype: null });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a 403 keeps the session', async () => {
    useAuthStore.getState().setSession({ token: 'good-token', user, usertype: 'Customer' });
    fetchMock.mockResolvedValue(reply(403, { status: false, message: 'Forbidden' }));

    await expect(apiRequest('/user/view-all-listing')).rejects.toMatchObject({ status: 403 });

    expect(useAuthStore.getState().token).toBe('good-token');
    expect(localStorage.getItem('authToken')).toBe('good-token');
  });

  it('a network failure rejects with an ApiError of status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = (await apiRequest('/get-home').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error');
  });

  it('passes an abort through unchanged', async () => {
    const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    fetchMock.mockRejectedValue(abort);

    await expect(apiRequest('/get-home')).rejects.toBe(abort);
  });
});

describe('a signed-in page’s first read that index.html started', () => {
  afterEach(() => {
    delete window.__baseraBoot;
  });

  const started = (token: string) => {
    window.__baseraBoot = {
      signedIn: {
        token,
        responses: {
          '/enquiries?page=1&per_page=20': Promise.resolve(
            reply(200, { data: ['early'] }) as unknown as Response,
          ),
        },
      },
    };
  };

  it('is that response, once, for the same token: the next read asks the API', async () => {
    useAuthStore.getState().setSession({ token: 't1', user, usertype: 'Customer' });
    started('t1');
    await expect(apiRequest('/enquiries?page=1&per_page=20')).resolves.toEqual({ data: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(reply(200, { data: ['fresh'] }));
    await expect(apiRequest('/enquiries?page=1&per_page=20')).resolves.toEqual({ data: ['fresh'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is never another session’s, another path’s or a write’s', async () => {
    useAuthStore.getState().setSession({ token: 't2', user, usertype: 'Customer' });
    started('t1');
    fetchMock.mockResolvedValue(reply(200, { data: ['fresh'] }));
    await expect(apiRequest('/enquiries?page=1&per_page=20')).resolves.toEqual({ data: ['fresh'] });
    started('t2');
    await apiRequest('/enquiries?page=2&per_page=20');
    await apiRequest('/enquiries?page=1&per_page=20', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(apiRequest('/enquiries?per_page=20&page=1')).resolves.toEqual({ data: ['early'] });
  });

  it('fails as the API would: a dead token’s 401 ends the session', async () => {
    useAuthStore.getState().setSession({ token: 't1', user, usertype: 'Customer' });
    window.__baseraBoot = {
      signedIn: {
        token: 't1',
        responses: {
          '/leads/stats': Promise.resolve(reply(401, { message: 'Unauthenticated.' }) as unknown as Response),
        },
      },
    };
    await expect(apiRequest('/leads/stats')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
