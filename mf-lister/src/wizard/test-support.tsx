import type { OwnListing } from '@basera/shared';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import ListingWizardPage from '../ListingWizardPage';
import { ownAnswer, savedAnswer } from './fixtures';

type Routes = Parameters<typeof mockApi>[0];

/** The wizard at `url` for a signed-in Lister, over a fake API (the listing under /get-own-property/{id}). */
export function openWizard(url: string, routes: Routes = {}, listing?: OwnListing) {
  signIn('Lister');
  const api = mockApi({
    ...(listing ? { [`/get-own-property/${listing.id}`]: () => ownAnswer(listing) } : {}),
    ...routes,
  });
  renderPage(<ListingWizardPage />, { url, path: '/user/:roomType/:pgId?' });
  return api;
}

/** The wizard at `listing`, whose save of its open step (`savePath`) answers with the listing a step further. */
export const openWizardSaving = (url: string, savePath: string, listing: OwnListing) =>
  openWizard(
    url,
    { [savePath]: () => savedAnswer({ ...listing, wizard_step: listing.wizard_step + 1 }) },
    listing,
  );

/** The radio or checkbox of a group (a fieldset named by its legend). */
export function choose(group: string, option: string) {
  const box = screen.getByRole('group', { name: new RegExp(`^${group}`) });
  const input =
    within(box).queryByRole('radio', { name: option }) ?? within(box).getByRole('checkbox', { name: option });
  fireEvent.click(input);
}

/** Types into a text field found by its label. */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

/** The open tab's name. */
export const openTab = () => screen.getByRole('tab', { selected: true }).textContent;

/** The last body sent to `path`. */
export const sent = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((call) => call.path === path).at(-1)?.body;
