import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeContentApi, invalid, messageUnder, renderContent } from '../test-support';

const settings = {
  email: 'hello@basera.in',
  contact_number: '+91 98765 43210',
  address: 'MG Road, Pune',
  about: 'Rooms for students.',
  facebook: 'https://facebook.com/basera',
  instagram: null,
  twitter: null,
  linkedin: null,
  updated_at: null,
};
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('SettingsForm', () => {
  it('saves the details as typed (an emptied field is cleared)', async () => {
    const api = fakeContentApi({
      'GET /admin/content/settings': [200, { status: true, data: settings }],
      'PUT /admin/content/settings': ({ body }) => [
        200,
        { status: true, message: 'Settings saved', data: { ...settings, ...(body as object) } },
      ],
    });
    renderContent('/admin/content/settings', true);
    await waitFor(() => expect(field(/^Business email/).value).toBe('hello@basera.in'));
    fireEvent.change(field(/^Phone/), { target: { value: '+91 90000 11111' } });
    fireEvent.change(field(/^Instagram/), { target: { value: 'https://instagram.com/basera' } });
    fireEvent.change(field(/^Facebook/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeTruthy();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/content/settings',
        body: {
          contact_number: '+91 90000 11111',
          facebook: null,
          instagram: 'https://instagram.com/basera',
        },
      },
    ]);
  });

  it("checks a link before sending, and shows the server's 422 under its field", async () => {
    const api = fakeContentApi({
      'GET /admin/content/settings': [200, { status: true, data: settings }],
      'PUT /admin/content/settings': invalid('email', 'Enter a valid email address'),
    });
    renderContent('/admin/content/settings');
    await waitFor(() => expect(field(/^Business email/).value).toBe('hello@basera.in'));
    fireEvent.change(field(/^LinkedIn/), { target: { value: 'linkedin.com/basera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(messageUnder(field(/^LinkedIn/))).toBe('Enter a full web address starting with https://'),
    );
    expect(api.writes()).toHaveLength(0);

    fireEvent.change(field(/^LinkedIn/), { target: { value: 'https://linkedin.com/company/basera' } });
    fireEvent.change(field(/^Business email/), { target: { value: 'team@basera.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(messageUnder(field(/^Business email/))).toBe('Enter a valid email address'));
    expect(field(/^Business email/).value).toBe('team@basera.example');
    expect(api.writes()).toHaveLength(1);
  });
});
