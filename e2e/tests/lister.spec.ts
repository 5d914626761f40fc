import { PLAN_MESSAGES } from '@basera/shared/rules';
import { expect, type Page, test } from '@playwright/test';
import { API_URL } from '../ports';
import { newCustomer, newLister, signInWith } from './helpers';
import { fillAddressStep, PNG, publishedPg, uniqueWord } from './listings';
import { approveListing } from './operator';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
/** A radio or checkbox inside the fieldset whose legend starts with `group`. */
const option = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByLabel(label, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a Lister lists a PG through all seven steps, then finds it in search with its free beds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newLister(request, 'wizard');
  const word = uniqueWord('Tulsi');
  await signInWith(page, owner);
  await page.goto('/user/pg');
  await expect(tab(page, 'Address & Contact No')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Pricing')).toBeDisabled();

  // 1. Address & Contact No: the state, then a city of that state, both searchable.
  await saveAndContinue(page);
  await expect(page.getByText('Accommodation name is required')).toBeVisible();
  await fillAddressStep(page, {
    name: `${word} Ladies PG`,
    locality: 'Koramangala',
    line1: '14, 5th Cross, 4th Block',
    pin: '560034',
    phone: '9876543210',
  });
  await saveAndContinue(page);
  // The draft exists: its post id is in the address, so a reload resumes it.
  await expect(page).toHaveURL(/\/user\/pg\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // 2. PG Accommodation Details, with the beds of one sharing kind.
  await expect(tab(page, 'PG Accommodation Details')).toHaveAttribute('aria-selected', 'true');
  await option(page, 'Gender', 'Female').check();
  await option(page, 'Occupation', 'Student').check();
  await option(page, 'Room sharing', 'Shared').check();
  await option(page, 'Kinds of room', 'AC').check();
  await option(page, 'Occupancy', 'Double').check();
  await page.getByLabel(/^AC rooms/).fill('4');
  await option(page, 'Toilet facilities', 'Attached').check();
  await option(page, 'Toilet types', 'Western').check();
  await option(page, 'Building type', 'Apartment').check();
  await page.getByLabel(/^Buildings/).fill('1');
  await page.getByLabel(/^Floors in the building/).fill('3');
  await page.getByLabel(/^Floors used/).fill('Ground to 2nd');
  await option(page, 'Two-wheeler parking', 'Available').check();
  await option(page, 'Car parking', 'None').check();
  const bed = page.getByRole('list', { name: 'Beds' }).getByRole('listitem').first();
  await bed.getByLabel(/^Sharing/).selectOption('Double');
  await bed.getByLabel(/^Total beds/).fill('8');
  await bed.getByLabel(/^Free beds/).fill('9');
  await saveAndContinue(page);
  await expect(page.getByText('Free beds cannot exceed total beds')).toBeVisible();
  await bed.getByLabel(/^Free beds/).fill('3');
  // A new bed row is free now: no date to pick unless the beds free up later.
  await expect(bed.getByLabel(/^Free from a later date/)).not.toBeChecked();
  await expect(bed.getByLabel(/^Free from$/)).toHaveCount(0);
  await saveAndContinue(page);

  // 3. Pricing.
  await expect(tab(page, 'Pricing')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Monthly charge from/).fill('9500');
  await option(page, 'Price includes food', 'Yes').check();
  await page.getByLabel(/^Security deposit/).fill('15000');
  await saveAndContinue(page);

  // 4. Food.
  await expect(tab(page, 'Food')).toHaveAttribute('aria-selected', 'true');
  await option(page, 'Meals served', 'Breakfast').check();
  await option(page, 'Meals served', 'Dinner').check();
  await option(page, 'Food type', 'Veg').check();
  await saveAndContinue(page);

  // 5. Facilities & Amenities with two photos, picked at once; the first is the main photo.
  await expect(tab(page, 'Facilities & Amenities')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'room.png', mimeType: 'image/png', buffer: PNG },
    { name: 'hall.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.getByText('Main photo')).toBeVisible();
  await option(page, 'Amenities', 'Wi-Fi').check();
  await saveAndContinue(page);

  // 6. Other Details and house rules.
  await expect(tab(page, 'Other Details')).toHaveAttribute('aria-selected', 'true');
  await page
    .getByLabel(/^Description/)
    .fill('Bright double rooms for women students, five minutes from the Forum Mall bus stop.');
  await page.getByLabel(/^Distance from the main road/).fill('200');
  await page.getByLabel(/^Width of the nearest road/).fill('30');
  await option(page, 'Water', '24 hours').check();
  await option(page, 'Electricity', '24 hours with power backup').check();
  await option(page, 'Visitors', 'Common areas only').check();
  await option(page, 'Smoking allowed', 'No').check();
  await option(page, 'Drinking allowed', 'No').check();
  await option(page, 'Pets allowed', 'No').check();
  await saveAndContinue(page);

  // 7. Subscription: listing is free; Basic is chosen already, and the listing waits for review.
  await expect(tab(page, 'Subscription')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(PLAN_MESSAGES.freeIntro)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Basic, free' })).toBeChecked();
  await page.getByRole('button', { name: PLAN_MESSAGES.publishFree }).click();
  await expect(page.getByText(/goes live once our team has reviewed it/)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/view-all-listing$/);
  const card = page.getByRole('article', { name: `${word} Ladies PG` });
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(card.getByText('3 beds free now')).toBeVisible();

  // The operator approves it: it is live.
  await approveListing(request, id);
  await page.reload();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // A seeker finds it by name and sees what the owner entered.
  await page.goto(`/PG?search=${word}`);
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pgdetails/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${word} Ladies PG` })).toBeVisible();
  await expect(page.getByText('3 beds free now').first()).toBeVisible();
  const food = page.locator('section#food');
  await expect(food.getByText('Breakfast, Dinner')).toBeVisible();
  await expect(food.getByText('Veg', { exact: true })).toBeVisible();
  await expect(page.locator('section#pricing').getByText('Rs. 15,000')).toBeVisible();
});

test('a Hostel left as a draft is resumed from My Listings at the step where it stopped', async ({
  page,
  request,
}) => {
  const owner = await newLister(request, 'draft');
  const name = `${uniqueWord('Vidya')} Boys Hostel`;
  await signInWith(page, owner);
  await page.goto('/user/hostel');
  await fillAddressStep(page, {
    name: name,
    locality: 'Jayanagar',
    line1: '8, 11th Main, 4th Block',
    pin: '560011',
    phone: '9900112233',
  });
  await saveAndContinue(page);
  await expect(tab(page, 'Hostel Details')).toHaveAttribute('aria-selected', 'true');

  // The owner leaves, and comes back from My Listings.
  await page.goto('/user/view-all-listing');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/hostel\/\d+$/);
  await expect(tab(page, 'Hostel Details')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Pricing')).toBeDisabled();
  await tab(page, 'Address & Contact No').click();
  await expect(page.getByLabel(/^Accommodation name/)).toHaveValue(name);
  await expect(page.getByLabel(/^Locality/)).toHaveValue('Jayanagar');
});

test('deactivating a listing takes it out of search; activating and renewing bring it back', async ({
  page,
  request,
}) => {
  // Seven page loads and three searches: 30 s ran out with two workers on two cores.
  test.slow();
  const owner = await newLister(request, 'status');
  const name = `${uniqueWord('Nest')} PG`;
  const id = await publishedPg(request, owner, name);
  const search = async () =>
    (await (await request.get(`${API_URL}/search-properties`, { params: { search: name } })).json())
      .data as Array<{
      id: number;
    }>;
  expect((await search()).map((listing) => listing.id)).toContain(id);

  await signInWith(page, owner);
  await page.goto('/user/view-all-listing');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  const liveUntil = (await card.getByText(/^Live until/).textContent()) ?? '';

  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this listing?' });
  await expect(confirm).toContainText('will be hidden from search');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Listing deactivated')).toBeVisible();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  expect((await search()).map((listing) => listing.id)).not.toContain(id);
  expect((await request.get(`${API_URL}/get-property-details-by-id/${id}`)).status()).toBe(404);
  // A seeker searching for it by name does not find it. (Not "0 found": when the name's word is no longer listed,
  // the typo-tolerant search may offer another listing with a close name, e.g. one an earlier run left.)
  await page.goto(`/PG?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('result-count')).toHaveText(/propert(y|ies) found$/);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.goto('/user/view-all-listing');

  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Listing activated')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  expect((await search()).map((listing) => listing.id)).toContain(id);
  await page.goto(`/PG?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.goto('/user/view-all-listing');

  // Renewing for free (Basic, chosen already): live 30 days from today, never shorter than before.
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Renew' }).click();
  const renew = page.getByRole('dialog');
  await expect(renew.getByRole('radio', { name: 'Basic, free' })).toBeChecked();
  await renew.getByRole('button', { name: PLAN_MESSAGES.renewFree }).click();
  await expect(page.getByText(/^Renewed for free: your listing is live until/)).toBeVisible();
  await expect(card.getByText(/^Live until/)).toHaveText(liveUntil);

  // Beds freed or filled without opening the wizard.
  await card.getByRole('button', { name: 'Update free beds' }).click();
  const beds = page.getByRole('dialog');
  await beds
    .getByLabel(/^Free$/)
    .first()
    .fill('0');
  await beds.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('No beds free')).toBeVisible();
});

test('a Customer at /user/pg is told only a Lister can list, and the API refuses too', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'nolist');
  await signInWith(page, customer);
  await page.goto('/user/pg');
  await expect(page.getByText('Only a Lister can list properties.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  const res = await request.post(`${API_URL}/add-property-address`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { property_type: 'pg', accommodation_name: 'Not mine' },
  });
  expect(res.status()).toBe(403);
});
