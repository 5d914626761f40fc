import { OFFLINE_MESSAGE } from '@basera/shared';
import { CONTACT_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactForm, CONTACT_TEXTS as T } from './ContactForm';

// The form's check (zod and the schemas) downloads on the form's first focus or send. Here that download fails
// first (a phone offline before it ever focused the form), then works.
let downloadFails = true;
jest.mock('@hookform/resolvers/zod', () => {
  if (downloadFails) throw new Error('Loading chunk 5531 failed');
  return jest.requireActual('@hookform/resolvers/zod');
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: T.send })));
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

it('says "You\'re offline" when the check cannot download, keeps what was typed, and checks once it can', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const api = mockApi({});
  renderPage(<ContactForm />);
  const typed = { Name: 'Kavya Reddy', 'Phone No': '9876543210', Email: 'kavya@example', City: 'Pune' };
  for (const [label, value] of Object.entries(typed)) fireEvent.change(field(label), { target: { value } });
  await send();
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
  expect(Object.keys(typed).map((label) => field(label).value)).toEqual(Object.values(typed));
  expect(api.calls).toHaveLength(0);

  // Back online, the same send downloads the check, which finds the bad email and the empty message.
  downloadFails = false;
  online.mockReturnValue(true);
  await send();
  await waitFor(() => expect(errorOf('Email')).toBe(M.emailInvalid));
  expect(errorOf('Message')).toBe(M.messageRequired);
  expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  expect(api.calls).toHaveLength(0);
});
