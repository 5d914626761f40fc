import { ApiError } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import { mockApi } from '@basera/shared/testing';
import { RETRY_AFTER_MS, subscribe } from './subscription';

const PAID = {
  status: true,
  message: 'Your listing is Featured until 3 Apr 2027',
  data: { order: { id: 1 } },
};
const keysSent = (calls: Array<{ path: string; body: Record<string, unknown> }>) =>
  calls.filter((call) => call.path === LISTER_API.subscribe).map((call) => call.body.idempotency_key);

describe('subscribe (one click on Publish, Renew or Pay)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a new key with each click', async () => {
    const { calls } = mockApi({ [LISTER_API.subscribe]: () => [200, PAID] });
    await subscribe(9, 2);
    await subscribe(9, 2);
    const [first, second] = keysSent(calls);
    expect(calls.map((call) => call.body)).toEqual([
      { id: 9, plan_id: 2, idempotency_key: first },
      { id: 9, plan_id: 2, idempotency_key: second },
    ]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).not.toBe(first);
  });

  it('sends a click whose answer was lost once more, with the same key, and gives its answer', async () => {
    const { calls, fetchMock } = mockApi({ [LISTER_API.subscribe]: () => [200, PAID] });
    const answered = fetchMock.getMockImplementation()!;
    // The first answer never arrives (the connection dropped after the request left).
    fetchMock.mockImplementationOnce(async (input: string, init?: { body?: string }) => {
      await answered(input, init);
      throw new TypeError('Failed to fetch');
    });
    jest.useFakeTimers();
    const paying = subscribe(9, 2);
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    await expect(paying).resolves.toEqual(PAID);
    const keys = keysSent(calls);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not send again a click the API answered, even with a refusal', async () => {
    const { calls } = mockApi({
      [LISTER_API.subscribe]: () => [402, { status: false, message: 'Card declined' }],
    });
    await expect(subscribe(9, 2)).rejects.toEqual(new ApiError(402, 'Card declined'));
    expect(keysSent(calls)).toHaveLength(1);
  });
});
