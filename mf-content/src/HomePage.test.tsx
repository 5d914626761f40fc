import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './HomePage';

describe('HomePage cards', () => {
  it('links the what-we-offer and list-your-property cards to their routes', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Search Hostel Sharing')).toBe('/search_hostel');
    expect(href('Search PG Sharing')).toBe('/search_pg');
    expect(href('Search Room Sharing')).toBe('/search_room');
    expect(href('Search Mess Sharing')).toBe('/search_mess');
    expect(href('List your Hostel')).toBe('/user/hostel');
    expect(href('List your Mess')).toBe('/user/mess');
    expect(href('List your PG')).toBe('/user/pg');
    expect(href('List your Room')).toBe('/user/room');
  });
});
