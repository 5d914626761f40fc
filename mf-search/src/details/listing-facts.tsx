import { dayMonth, type Listing, rupees } from '@basera/shared';
import { distanceText, indiaToday, WEEK_DAYS } from '@basera/shared/rules';
import { Typography } from '@basera/shared/ui';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@basera/shared/ui-more';
import type { ReactNode } from 'react';

// What the listing wizard collects, in the words the detail page shows it: beds, a mess's meals, deposit and
// notice, the weekly menu and the house rules. Missing values stay null, so the page writes N/A.

/** A listing of Mess type: meals instead of rooms. */
export const isMess = (listing: Pick<Listing, 'property_type'>) => listing.property_type === 'Mess';

export const joined = (list: readonly string[] | null | undefined) => (list?.length ? list.join(', ') : null);

export const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : `Rs. ${rupees(amount)}`;

export const days = (count: number | null | undefined) =>
  count === null || count === undefined ? null : `${count} ${count === 1 ? 'day' : 'days'}`;

export const distance = (metres: number | null | undefined) =>
  metres === null || metres === undefined ? null : distanceText(metres);

/** What the place is tied up with (a college, a company), when the owner says it is: null otherwise. */
export const affiliationOf = (listing: Pick<Listing, 'affiliated' | 'affiliation_details'>) =>
  listing.affiliated === 'Yes' && listing.affiliation_details?.trim()
    ? listing.affiliation_details.trim()
    : null;

/** No bed is free today, but some will be (the earliest free date is still ahead). */
export const bedsComing = (
  listing: Pick<Listing, 'free_beds_now' | 'beds_free_from'>,
  today = indiaToday(),
) => listing.free_beds_now === 0 && Boolean(listing.beds_free_from && listing.beds_free_from > today);

/** The result card's short line: "2 beds free", "Free from 5 Dec"; null for a mess or when none are free. */
export function cardBedsText(listing: Listing, today = indiaToday()): string | null {
  if (isMess(listing)) return null;
  const now = listing.free_beds_now;
  if (now > 0) return `${now} ${now === 1 ? 'bed' : 'beds'} free`;
  if (bedsComing(listing, today)) return `Free from ${dayMonth(listing.beds_free_from!)}`;
  return null;
}

/** "22:30", or "No curfew" when the owner gave the house rules without a closing time. */
/** Whom a caller asks for (the owner's contact person, step 1 of the wizard): `Ask for {name}`, else null. */
export const askFor = (listing: Pick<Listing, 'contact_name'>) => {
  const name = listing.contact_name?.trim();
  return name ? `Ask for ${name}` : null;
};

export const gateText = (listing: Pick<Listing, 'gate_closing_time' | 'visitors_allowed'>) =>
  listing.gate_closing_time ?? (listing.visitors_allowed ? 'No curfew' : null);

/** A bed row's free date: 'Free now' once it has come, else "5 Dec"; none when no bed of the kind is free. */
export function freeFromText(row: Listing['beds'][number], today = indiaToday()): string {
  if (row.free_beds <= 0) return '-';
  if (!row.available_from || row.available_from <= today) return 'Free now';
  return dayMonth(row.available_from);
}

/** A small table that reads well on a phone: a caption for screen readers, compact cells. */
function FactTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {head.map((cell) => (
            <TableCell key={cell} sx={{ fontWeight: 700 }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {row.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const subheading = (text: string) => (
  <Typography variant="h4" component="h3" sx={{ mt: 2.5, mb: 1 }}>
    {text}
  </Typography>
);

/** Beds per sharing kind: total, free, and from when. */
export function BedsTable({ listing }: { listing: Listing }) {
  if (!listing.beds.length) return null;
  return (
    <>
      {subheading('Beds')}
      <FactTable
        label="Beds"
        head={['Sharing', 'Total', 'Free', 'Free from']}
        rows={listing.beds.map((row) => [row.sharing, row.total_beds, row.free_beds, freeFromText(row)])}
      />
    </>
  );
}

/** A mess's meals and when each is served. */
export function MealTimingsTable({ listing }: { listing: Listing }) {
  if (!listing.meal_timings.length) return null;
  return (
    <>
      {subheading('Meal timings')}
      <FactTable
        label="Meal timings"
        head={['Meal', 'From', 'To']}
        rows={listing.meal_timings.map((row) => [row.meal, row.from, row.to])}
      />
    </>
  );
}

/** The weekly menu, a day per row, in the week's order; days the owner left out are skipped. */
export function WeeklyMenu({ listing }: { listing: Listing }) {
  const menu = listing.food_menu ?? {};
  const rows = WEEK_DAYS.filter((day) => menu[day]).map((day) => [day, menu[day]]);
  if (!rows.length) return null;
  return (
    <>
      {subheading('Weekly menu')}
      <FactTable label="Weekly menu" head={['Day', 'Menu']} rows={rows} />
    </>
  );
}
