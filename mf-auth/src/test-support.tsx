// For tests only (imported by *.test.tsx): the modals as the shell mounts them, and the form helpers.

import type { LoginIntent, ModalMode } from '@basera/shared';
import { renderPage } from '@basera/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import AuthModals from './AuthModals';

/** The modals as the shell mounts them: on every path, so they stay open while navigation happens. */
export function renderModals({
  mode = 'login',
  intent = null,
  url,
}: {
  mode?: ModalMode;
  intent?: LoginIntent | null;
  url?: string;
} = {}) {
  const onClose = jest.fn();
  renderPage(<AuthModals mode={mode} open onClose={onClose} intent={intent} />, { url });
  return onClose;
}

/** The path the router is on now. */
export const where = () => screen.getByTestId('current-path').textContent;

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The sign-up form filled in with a valid new Search User, terms accepted. */
export function fillSignUp() {
  type('First Name', 'Asha');
  type('Last Name', 'Rao');
  type('Email', 'asha@example.in');
  type('Phone Number', '9876543210');
  type('Password', 'Ghar#2026Safe');
  type('Confirm Password', 'Ghar#2026Safe');
  fireEvent.click(screen.getByRole('checkbox'));
}
