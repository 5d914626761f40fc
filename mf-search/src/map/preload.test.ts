// A results page opened on its map view starts the map's code with its results (ResultsPage's preload) on a wide
// screen; a phone shows the cards first and lets the map ask for its code as it renders.
const loaded: string[] = [];
jest.mock('./MapView', () => {
  loaded.push('MapView');
  return { __esModule: true, default: () => null };
});
jest.mock('./CardCarousel', () => {
  loaded.push('CardCarousel');
  return { __esModule: true, default: () => null };
});

import { mockApi } from '@basera/shared/testing';
import { waitFor } from '@testing-library/react';
import { preload } from '../ResultsPage';

const phone = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as typeof window.matchMedia;
};

beforeEach(() => {
  loaded.length = 0;
  mockApi({ '/filtered-properties': () => [200, { status: true, data: [], total: 0 }] });
});

it('starts nothing of the map for the list view', async () => {
  phone(true);
  preload(undefined, { pathname: '/pg', search: '' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded).toEqual([]);
});

it('starts the map for the map view on a wide screen', async () => {
  phone(false);
  preload(undefined, { pathname: '/pg', search: '?view=map' });
  await waitFor(() => expect(loaded).toEqual(['MapView']));
});

it('starts nothing of the map on a phone: its cards show first, without the map code', async () => {
  phone(true);
  preload(undefined, { pathname: '/pg', search: '?view=map' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded).toEqual([]);
});
