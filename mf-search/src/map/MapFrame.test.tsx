import type { ListingPage } from '@basera/shared';
import { renderPage, stubMatchMedia, styleAt } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { listing } from '../test-support';
import { MapLoading } from './MapFrame';

const page: ListingPage = {
  status: true,
  data: [
    // No map point: not on the map, so not the first card either.
    listing({ id: 3, propty_id: 103, accommodation_name: 'Old Town Hostel', lat: null, long: null }),
    listing({ id: 1, propty_id: 101, accommodation_name: 'Sunrise Ladies PG', lat: 12.935, long: 77.605 }),
    listing({ id: 2, propty_id: 102, accommodation_name: 'Koramangala Stay', lat: 12.93, long: 77.62 }),
  ],
  total: 3,
  page: 1,
  per_page: 10,
  photoPath: '/storage/photos/',
  galleryPaths: '/storage/gallery/',
};

describe('MapLoading: the map view while its code downloads', () => {
  test('on a phone: the full-screen map box, "List" back to the list, and the pinned listings’ cards', () => {
    stubMatchMedia(360);
    const onClose = jest.fn();
    renderPage(<MapLoading page={page} onClose={onClose} />);
    const region = screen.getByRole('region', { name: 'Map of results' });
    expect(styleAt(region, 'position', 360)).toBe('fixed');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading the map' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Sunrise Ladies PG',
      'Koramangala Stay',
    ]);
    const [card] = cards as [HTMLElement];
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/pgdetails/101');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('on a wide screen: the framed map box at its final height, no card until a pin is chosen', () => {
    stubMatchMedia(true);
    renderPage(<MapLoading page={page} onClose={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'Map of results' });
    expect(styleAt(region, 'position', 1280)).toBe('relative');
    expect(styleAt(region, 'min-height', 1280)).toBe('420px');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'List' })).toBeNull();
  });

  test('a page with no map point: the box and the spinner, no card', () => {
    stubMatchMedia(360);
    renderPage(<MapLoading page={{ ...page, data: page.data.slice(0, 1) }} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the map' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
