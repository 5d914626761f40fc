import { OFFLINE_MESSAGE } from '@basera/shared';
import { CONTACT_MESSAGES as M } from '@basera/shared/rules';
import { gatedFetch, mockApi, renderPage } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContactForm, CONTACT_TEXTS as T } from './ContactForm';

const filled = {
  Name: 'Kavya Reddy',
  'Phone No': '9876543210',
  Email: 'kavya@example.in',
  City: 'Hyderabad',
  Message: 'Any PG near Gachibowli with food?',
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const fill = (values: Record<string, string> = filled) => {
  for (const [label, value] of Object.entries(values)) type(label, value);
};
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: T.send })));
/** The helper text under a field (MUI links it with aria-describedby). */
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('shows every field error at once on submit and sends nothing', async () => {
    const api = mockApi({});
    renderPage(<ContactForm />);
    await send();
    expect(errorOf('Name')).toBe(M.nameRequired);
    expect(errorOf('Phone No')).toBe(M.phoneRequired);
    expect(errorOf('Email')).toBe(M.emailRequired);
    expect(errorOf('City')).toBe(M.cityRequired);
    expect(errorOf('Message')).toBe(M.messageRequired);
    expect(api.calls).toHaveLength(0);
  });

  it('checks phone length and email shape', async () => {
    const api = mockApi({});
    renderPage(<ContactForm />);
    fill({ ...filled, 'Phone No': '98765', Email: 'kavya@example' });
    await send();
    expect(errorOf('Phone No')).toBe(M.phoneLength);
    expect(errorOf('Email')).toBe(M.emailInvalid);
    expect(errorOf('Name')).toBeFalsy();
    expect(api.calls).toHaveLength(0);
  });

  it('validates on submit only: typing neither adds nor clears an error', async () => {
    mockApi({});
    renderPage(<ContactForm />);
    type('Phone No', '12');
    fireEvent.blur(field('Phone No'));
    expect(errorOf('Phone No')).toBeFalsy();
    await send();
    expect(errorOf('Name')).toBe(M.nameRequired);
    type('Name', 'Kavya');
    fireEvent.blur(field('Name'));
    expect(errorOf('Name')).toBe(M.nameRequired);
  });

  it('sends, shows "Sending..." while busy, then the success message with every field cleared', async () => {
    const api = gatedFetch(200, { status: true });
    renderPage(<ContactForm />);
    fill();
    await send();
    const busy = screen.getByRole('button', { name: T.sending });
    expect(busy).toHaveProperty('disabled', true);
    expect(api.calls).toHaveLength(1);
    const { url, init } = api.calls[0]!;
    expect(url).toMatch(/\/api\/message$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Kavya Reddy',
      phone_no: '9876543210',
      email: 'kavya@example.in',
      city: 'Hyderabad',
      message: 'Any PG near Gachibowli with food?',
    });
    await act(async () => api.release());
    expect(await screen.findByText(T.sent)).toBeTruthy();
    for (const label of Object.keys(filled)) expect(field(label).value).toBe('');
    expect(screen.getByRole('button', { name: T.send })).toHaveProperty('disabled', false);
  });

  it('says "Failed to send message. Try again." for a falsy status, keeping what was typed', async () => {
    mockApi({ '/message': () => [200, { status: false }] });
    renderPage(<ContactForm />);
    fill();
    await send();
    expect(await screen.findByText(T.failed)).toBeTruthy();
    expect(field('Name').value).toBe('Kavya Reddy');
  });

  it('says "Something went wrong. Please try again." when the call throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<ContactForm />);
    fill();
    await send();
    expect(await screen.findByText(T.wrong)).toBeTruthy();
    expect(screen.queryByText(T.sent)).toBeNull();
  });

  it('says "You\'re offline" when the call throws for want of a network, and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<ContactForm />);
    fill();
    await send();
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(T.wrong)).toBeNull();
    expect(field('Message').value).toBe(filled.Message);
    offline.mockRestore();
  });

  it('keeps the success message when a later send fails', async () => {
    let ok = true;
    mockApi({ '/message': () => [200, { status: ok }] });
    renderPage(<ContactForm />);
    fill();
    await send();
    expect(await screen.findByText(T.sent)).toBeTruthy();
    ok = false;
    fill();
    await send();
    expect(await screen.findByText(T.failed)).toBeTruthy();
    expect(screen.getByText(T.sent)).toBeTruthy();
    // Both above the button: green first, then red.
    const alerts = screen.getAllByRole('alert').concat(screen.getAllByRole('status'));
    expect(alerts.map((a) => a.textContent)).toEqual(expect.arrayContaining([T.sent, T.failed]));
  });

  it("shows the server's 422 message under its field", async () => {
    mockApi({
      '/message': () => [
        422,
        { status: false, message: 'Enter a valid email.', errors: { email: ['Enter a valid email.'] } },
      ],
    });
    renderPage(<ContactForm />);
    fill();
    await send();
    await waitFor(() => expect(errorOf('Email')).toBe('Enter a valid email.'));
    expect(screen.queryByText(T.wrong)).toBeNull();
  });

  it("shows the server's words when the visitor is throttled", async () => {
    mockApi({
      '/message': () => [429, { status: false, message: 'Please try again in 9 minutes.', retry_after: 540 }],
    });
    renderPage(<ContactForm />);
    fill();
    await send();
    expect(await screen.findByText('Please try again in 9 minutes.')).toBeTruthy();
  });

  it('has a fixed 120 px message box that cannot be resized', () => {
    mockApi({});
    renderPage(<ContactForm />);
    const box = field('Message');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.style.height).toBe('120px');
    expect(box.style.resize).toBe('none');
  });

  it('labels the form with its heading and invitation', () => {
    mockApi({});
    renderPage(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Any Queries?' });
    expect(within(form).getByText('Please Message us for any feedback or Queries')).toBeTruthy();
  });
});
