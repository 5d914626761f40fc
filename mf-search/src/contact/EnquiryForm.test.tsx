import { useAuthStore } from '@basera/shared';
import { NOTIFY_MESSAGES } from '@basera/shared/rules';
import { renderPage, signIn, stubMatchMedia } from '@basera/shared/testing';
import { act, screen, within } from '@testing-library/react';
import EnquiryForm from './EnquiryForm';

jest.setTimeout(30_000);

beforeEach(() => {
  stubMatchMedia(true);
  act(() => useAuthStore.getState().logout());
  signIn('Customer');
});

function show(mode: 'ask' | 'visit') {
  return renderPage(
    <EnquiryForm
      target={{ propertyId: 42, name: 'Sunrise Ladies PG' }}
      mode={mode}
      onModeChange={() => undefined}
      onSent={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

/** The shown tab's form (the other one stays mounted, hidden). */
const shownForm = () => screen.getByRole('tabpanel');

describe('EnquiryForm tells the seeker the owner will see their number', () => {
  it.each(['ask', 'visit'] as const)('on %s, right above Send', (mode) => {
    show(mode);
    const form = shownForm();
    const note = within(form).getByText(NOTIFY_MESSAGES.ownerSeesNumber);
    const send = within(form).getByRole('button', { name: 'Send' });
    // Before Send in the reading order, after the fields: read last before pressing it.
    expect(note.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const fields = within(form).getAllByRole('textbox');
    expect(
      fields[fields.length - 1]!.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
