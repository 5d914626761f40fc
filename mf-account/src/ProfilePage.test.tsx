import { useAuthStore } from '@basera/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ProfilePage from './ProfilePage';

describe('ProfilePage', () => {
  it('shows the signed-in user from the shared store and follows changes', () => {
    act(() =>
      useAuthStore.getState().setSession({
        token: 't',
        usertype: 'Lister',
        user: {
          id: 1,
          fname: 'Asha',
          lname: 'Rao',
          email: 'asha@example.in',
          phone: '9876543210',
          created_at: '',
        },
      }),
    );
    render(
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('account-name').textContent).toBe('Welcome, Asha Rao');
    act(() => useAuthStore.getState().setUser({ ...useAuthStore.getState().user!, fname: 'Meera' }));
    expect(screen.getByTestId('account-name').textContent).toBe('Welcome, Meera Rao');
  });
});
