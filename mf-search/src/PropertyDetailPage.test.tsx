import { mockApi, renderPage, stubMatchMedia } from '@basera/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import PropertyDetailPage from './PropertyDetailPage';
import { listing, phoneLayout } from './test-support';

const photos = ['main.webp', 'g1.webp', 'g2.webp', 'g3.webp', 'g4.webp', 'g5.webp'];

function renderDetail(overrides: Parameters<typeof listing>[0] = {}, status = 200) {
  mockApi({
    '/get-property-details-by-id/42': () =>
      status === 200
        ? [
            200,
            {
              status: true,
              data: {
                property: { ...listing(overrides), photos, toilet_facilities: null, other_charges: 500 },
                photoPath: 'http://api/storage/',
                galleryPaths: 'http://api/storage/',
              },
            },
          ]
        : [status, { status: false, message: 'Property not found' }],
  });
  renderPage(<PropertyDetailPage />, { url: '/pgdetails/42', path: '/pgdetails/:pgDetailsId' });
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('PropertyDetailPage', () => {
  it('shows the listing’s title line, sections in the spec’s order and the owner’s box', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Ladies PG' })).toBeTruthy();
    expect(screen.getByText('Posted 12 Nov 2026 · 14, 5th Cross, Koramangala 4th...')).toBeTruthy();
    expect(screen.getByText('Monthly Charge: Rs. 12,500 onwards')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Description', 'Address', 'Room Sharing', 'Pricing', 'Food', 'Amenities', 'Others']);
    expect(within(section('PG Accommodation Details')).getByText('Double, Triple')).toBeTruthy();
    // A missing value reads N/A.
    const toilets = within(section('PG Accommodation Details')).getByText('Toilet facilities');
    expect(toilets.nextElementSibling?.textContent).toBe('N/A');
    expect(within(section('Pricing')).getByText('Rs. 12,500')).toBeTruthy();
    expect(within(section('Address')).getByText('Karnataka')).toBeTruthy();
    expect(within(section('Amenities')).getByText('Wi-Fi')).toBeTruthy();
    expect(within(section('Amenities')).getByText('CCTV')).toBeTruthy();
    const owner = screen.getByLabelText('Contact the owner');
    expect(within(owner).getByText('BSR-000042')).toBeTruthy();
    expect(within(owner).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe(
      'tel:9123456780',
    );
  });

  it('names a room sharing listing as such', async () => {
    renderDetail({ property_type: 'Room', contact_no_2: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Room Sharing Details' })).toBeTruthy();
    expect(screen.getAllByText('Room Sharing').length).toBeGreaterThan(0);
    expect(within(screen.getByLabelText('Contact the owner')).getAllByRole('link')).toHaveLength(1);
  });

  it('counts the photos beyond four on the last small one, and opens the lightbox there', async () => {
    phoneLayout();
    stubMatchMedia(true);
    renderDetail();
    fireEvent.click(await screen.findByText('+2'));
    const lightbox = await screen.findByRole('dialog', { name: 'Sunrise Ladies PG photos' });
    expect(within(lightbox).getByText('5 / 6')).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('says when the listing is gone', async () => {
    renderDetail({}, 404);
    expect(await screen.findByText('This property is no longer listed.')).toBeTruthy();
  });
});
