import { OFFLINE_MESSAGE } from '@basera/shared';
import { mockApi } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderModals, type } from './test-support';

// The login box's checks (zod and the schemas) are built on the form's first focus or check. Here their download
// fails first (a phone that went offline after the box's own code arrived), then works.
let downloadFails = true;
jest.mock('@hookform/resolvers/zod', () => {
  if (downloadFails) throw new Error('Loading chunk 5531 failed');
  return jest.requireActual('@hookform/resolvers/zod');
});

jest.setTimeout(20_000);

it('says "You\'re offline" when the checks cannot download, sends nothing, keeps the text, then checks', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const api = mockApi({});
  renderModals();
  type('Email or Phone Number', 'asha@example');
  const login = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
  await login();
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect((screen.getByLabelText('Email or Phone Number') as HTMLInputElement).value).toBe('asha@example');
  expect(api.calls).toHaveLength(0);

  // Back online, the same tap downloads the checks, which ask for the password.
  downloadFails = false;
  online.mockReturnValue(true);
  await login();
  await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull());
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toHaveLength(0);
});
