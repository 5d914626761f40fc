import { renderPage, stubMatchMedia } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DetailHeading } from '../details/DetailHeading';
import ListingCard from '../ListingCard';
import { listing } from '../test-support';
import { ShareButton } from './ShareButton';
import { SHARE_TEXTS } from './ShareMenu';

const TEXT = 'Sunrise Ladies PG, PG in Koramangala: Rs. 12,500/month';
const URL_42 = 'http://localhost/pgdetails/42';
const WHATSAPP = `https://wa.me/?text=${encodeURIComponent(`${TEXT} ${URL_42}`)}`;

/** A phone (touch first: `pointer: coarse`) or a computer (a mouse), and its width for MUI's breakpoints. */
function stubDevice(phone: boolean) {
  stubMatchMedia(phone ? 360 : 1280);
  const byWidth = window.matchMedia;
  window.matchMedia = ((query: string) =>
    /pointer/.test(query)
      ? { ...byWidth(query), matches: phone === query.includes('coarse') }
      : byWidth(query)) as typeof window.matchMedia;
}

/** Gives the browser `navigator[name]` for one test (jsdom has neither share nor clipboard). */
function give(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

let execCommand: jest.Mock;
beforeEach(() => {
  // jsdom has no execCommand: the old copy's result is the test's to choose.
  execCommand = jest.fn(() => true);
  document.execCommand = execCommand;
});
afterEach(() => {
  for (const name of ['share', 'clipboard'] as const)
    delete (navigator as unknown as Record<string, unknown>)[name];
  jest.restoreAllMocks();
});

const renderButton = (icon = false) =>
  renderPage(<ShareButton listing={listing()} icon={icon} />, { url: '/pgdetails/42' });

const shareButton = () => screen.getByRole('button', { name: 'Share Sunrise Ladies PG' });

/** Clicks Share and waits for the menu (its own chunk) to open. */
async function openMenu() {
  fireEvent.click(shareButton());
  return screen.findByRole('menu');
}

describe('ShareButton on a phone with the Web Share API', () => {
  it("opens the phone's sheet with the listing's name, text and address, and no menu", async () => {
    stubDevice(true);
    const share = jest.fn(() => Promise.resolve());
    give('share', share);
    renderButton();
    expect(shareButton().getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: 'Sunrise Ladies PG', text: TEXT, url: URL_42 });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('takes a closed sheet (AbortError) as no error: no menu, no toast', async () => {
    stubDevice(true);
    const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    give('share', share);
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/error|wrong/i);
  });

  it('offers the menu when the browser refuses the sheet (NotAllowedError)', async () => {
    stubDevice(true);
    give(
      'share',
      jest.fn(() => Promise.reject(new DOMException('No gesture', 'NotAllowedError'))),
    );
    renderButton();
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.whatsApp })).toBeTruthy();
  });
});

describe('ShareButton elsewhere: the menu', () => {
  it('on a computer, even one with navigator.share, opens a menu: WhatsApp in a new tab with the text and link', async () => {
    stubDevice(false);
    const share = jest.fn(() => Promise.resolve());
    give('share', share);
    renderButton();
    expect(shareButton().getAttribute('aria-haspopup')).toBe('menu');
    const menu = await openMenu();
    expect(share).not.toHaveBeenCalled();
    const whatsApp = within(menu).getByRole('menuitem', { name: SHARE_TEXTS.whatsApp });
    expect(whatsApp.getAttribute('href')).toBe(WHATSAPP);
    expect(decodeURIComponent(WHATSAPP.split('text=')[1] ?? '')).toBe(
      'Sunrise Ladies PG, PG in Koramangala: Rs. 12,500/month http://localhost/pgdetails/42',
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    // The keyboard starts in the menu, on its first entry.
    await waitFor(() => expect(document.activeElement).toBe(whatsApp));
    // (The open menu hides the page from a screen reader: the button is found among hidden ones.)
    expect(
      screen
        .getByRole('button', { name: 'Share Sunrise Ladies PG', hidden: true })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('a phone without the Web Share API gets the menu too', async () => {
    stubDevice(true);
    renderButton(true);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([SHARE_TEXTS.whatsApp, SHARE_TEXTS.copy]);
  });

  it('Copy link puts the address on the clipboard, says "Link copied" and closes the menu', async () => {
    stubDevice(false);
    const writeText = jest.fn(() => Promise.resolve());
    give('clipboard', { writeText });
    renderButton();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.copy }));
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_42);
    expect(execCommand).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('without the Clipboard API copies the old way (a selected field and execCommand), same toast', async () => {
    stubDevice(false);
    let selected = '';
    execCommand.mockImplementation((command: string) => {
      const field = document.querySelector('textarea') as HTMLTextAreaElement;
      selected = field.value.slice(field.selectionStart, field.selectionEnd);
      return command === 'copy';
    });
    renderButton();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.copy }));
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(URL_42);
    // The off-screen field is gone again.
    expect(document.querySelector('textarea[readonly]')).toBeNull();
  });

  it('when the clipboard refuses and the old copy fails, shows the link selected to copy by hand', async () => {
    stubDevice(false);
    give('clipboard', {
      writeText: jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    });
    execCommand.mockReturnValue(false);
    renderButton();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.copy }));
    const field = await screen.findByRole('textbox', { name: SHARE_TEXTS.copyByHand });
    expect((field as HTMLInputElement).value).toBe(URL_42);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByText(SHARE_TEXTS.copied)).toBeNull();
  });
});

describe('Share on the pages', () => {
  it("a result card's share button sits beside the heart and opens its menu without opening the listing", async () => {
    stubDevice(true);
    renderPage(
      <ListingCard listing={listing()} photoPath="http://api/storage/" galleryPaths="http://api/storage/" />,
      { url: '/pg' },
    );
    const card = screen.getByRole('article', { name: 'Sunrise Ladies PG' });
    const button = within(card).getByRole('button', { name: 'Share Sunrise Ladies PG' });
    expect(button.nextElementSibling).toBe(within(card).getByRole('button', { name: 'Add to shortlist' }));
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.whatsApp }).getAttribute('href')).toBe(
      WHATSAPP,
    );
    expect(screen.getByTestId('current-path').textContent).toBe('/pg');
  });

  it('the detail heading has a Share button beside the price that shares this listing', async () => {
    stubDevice(false);
    const property = {
      ...listing({ propty_id: 7, accommodation_name: 'Green Nest', monthly_charge_min: 8500 }),
      photos: [],
    };
    renderPage(<DetailHeading property={property} />, { url: '/pgdetails/7' });
    const button = screen.getByRole('button', { name: 'Share Green Nest' });
    expect(button.textContent).toBe('Share');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: SHARE_TEXTS.whatsApp }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Green Nest, PG in Koramangala: Rs. 8,500/month http://localhost/pgdetails/7')}`,
    );
  });
});
