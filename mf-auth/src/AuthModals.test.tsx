import { ApiError } from '@basera/shared';
import { renderPage } from '@basera/shared/testing';
import { screen } from '@testing-library/react';
import AuthModals, { loginErrorMessage } from './AuthModals';

describe('login errors (spec 01 section 8)', () => {
  it.each([
    [new ApiError(401, 'Unauthorized'), 'Invalid username or password. Please try again.'],
    [new ApiError(0, 'Network error'), 'Invalid username or password. Please try again.'],
    [new ApiError(500, 'boom'), 'Server error. Please try again later.'],
    [
      new ApiError(429, 'Too many attempts. Try again in 60 seconds.'),
      'Too many attempts. Try again in 60 seconds.',
    ],
    [new ApiError(422, ''), 'Login failed. Please try again.'],
  ])('%s -> %s', (error, text) => {
    expect(loginErrorMessage(error)).toBe(text);
  });
});

describe('login modal modes', () => {
  const renderMode = (mode: 'login' | 'post') =>
    renderPage(<AuthModals mode={mode} open onClose={() => {}} />);

  it('offers Search User and Lister in login mode, Search User first', () => {
    renderMode('login');
    const searchUser = screen.getByLabelText('Search User') as HTMLInputElement;
    expect(searchUser.checked).toBe(true);
    expect(screen.getByLabelText('Lister')).toBeTruthy();
  });

  it('preselects Lister and hides Search User in post mode', () => {
    renderMode('post');
    expect((screen.getByLabelText('Lister') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Search User')).toBeNull();
  });
});
