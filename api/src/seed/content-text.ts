/**
 * The words of Basera's demo content: home blocks, about, FAQs, blog articles, policy pages, testimonials.
 * Kept apart from the seeding code (content.ts) so that editing copy never touches logic.
 */

import { BASIC_PLAN_DAYS, EXPIRY_REMINDER_DAYS, type StaticPageSlug } from '@basera/shared/schemas';

const icon = (d: string) =>
  `<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="currentColor"><path d="${d}"/></svg>`;

export const HOME_BLOCKS = {
  /** The search box's heading. */
  searching: {
    text_one: 'Find your PG, hostel, mess or shared room',
    text_two:
      'Type a city, locality, college or station, or what you need: "girls PG near Christ University under 10k"',
  },
  /** What-we-offer search cards. */
  search: {
    text_one: 'What We Offer',
    text_two: 'Search shared housing by type',
    description:
      'Every listing on Basera is posted by the owner or the manager who runs it. Start with the kind of stay you ' +
      'need, then narrow down by city, locality, budget and food.',
  },
  /** List-your-property cards. */
  listing: {
    text_one: 'List Your Property',
    text_two: 'Own a PG, hostel, mess or a spare room?',
    description:
      'Listing is free. Add photos, rent and house rules once, and students and working professionals call you ' +
      'directly, with no broker in between.',
  },
  whychooseus: {
    text_one: 'Why Choose Us',
    text_two: 'Shared housing without the guesswork',
    description:
      'Moving to a new city for college or a first job is hard enough. Basera puts real photos, real rents and the ' +
      "owner's own phone number in one place, so you can shortlist in an evening and visit on the weekend.",
    media_title: 'See how Basera works',
    media_description: 'Two minutes from search to a shortlist of rooms near your campus or office.',
    video: 'https://youtu.be/aqz-KE-bpKQ',
  },
  feedback: {
    text_one: 'Any Queries?',
    text_two: 'Please Message us for any feedback or Queries',
  },
};

export const WHY_CHOOSE_US_POINTS = [
  {
    icon_tag: icon(
      'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm-2 16-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9z',
    ),
    heading: 'Owners you can reach',
    description: 'Every listing carries the contact number of the person who runs it. Call, ask, visit.',
  },
  {
    icon_tag: icon(
      'M13.66 7c-.56-1.18-1.76-2-3.16-2H6V3h12v2h-3.26c.48.58.84 1.26 1.05 2H18v2h-2.02c-.25 2.8-2.61 5-5.48 5h-.73l6.73 7h-2.77L7 14v-2h3.5c1.76 0 3.22-1.3 3.46-3H6V7z',
    ),
    heading: 'No brokerage, ever',
    description: 'Searching, shortlisting and calling owners is free for tenants. We never add a commission.',
  },
  {
    icon_tag: icon(
      'M19.3 16.9c.4-.7.7-1.5.7-2.4 0-2.5-2-4.5-4.5-4.5S11 12 11 14.5s2 4.5 4.5 4.5c.9 0 1.7-.3 2.4-.7l3.2 3.2 1.4-1.4zm-3.8.1c-1.4 0-2.5-1.1-2.5-2.5s1.1-2.5 2.5-2.5 2.5 1.1 2.5 2.5-1.1 2.5-2.5 2.5M12 20v2C6.48 22 2 17.52 2 12S6.48 2 12 2c4.84 0 8.87 3.44 9.8 8h-2.07c-.64-2.46-2.4-4.47-4.73-5.41V5c0 1.1-.9 2-2 2h-2v2c0 .55-.45 1-1 1H8v2h2v3H9l-4.79-4.79C4.08 10.79 4 11.38 4 12c0 4.41 3.59 8 8 8',
    ),
    heading: 'Filters that matter here',
    description: 'Food included or not, AC or cooler, single or triple sharing, for students or employees.',
  },
  {
    icon_tag: icon(
      'M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62',
    ),
    heading: 'Help when you need it',
    description: 'Our Bengaluru team answers calls and messages from 9 am to 8 pm, Monday to Saturday.',
  },
];

export const SLIDES = [
  { title: 'Find a PG near your college or office', icon: true },
  { title: 'Hostels with meals, Wi-Fi and round-the-clock security', icon: false },
  { title: 'Home-style mess food, paid by the month', icon: true },
  { title: 'Share a flat, split the rent, skip the broker', icon: false },
];

export const TESTIMONIALS = [
  {
    name: 'Ananya Iyer',
    designation: 'B.Tech student, Manipal Institute, Bengaluru campus',
    say:
      'I found a girls PG ten minutes from college in my first week in Bengaluru. The photos matched the room, ' +
      'and the owner picked up on the first ring.',
  },
  {
    name: 'Rohit Kulkarni',
    designation: 'Software engineer, Hinjewadi, Pune',
    say:
      'I wanted food included and a short commute. Two filters and I had four options in Wakad; I moved in the ' +
      'same weekend.',
  },
  {
    name: 'Meenakshi Sharma',
    designation: 'PG owner, HSR Layout',
    say:
      'Listing took me twenty minutes. Since then my enquiries come straight to my phone, and I have not paid a ' +
      'single rupee in brokerage.',
  },
  {
    name: 'Faizan Qureshi',
    designation: 'MBA student, Hyderabad',
    say:
      'The mess listings were the surprise for me. I pay by the month for dal, rice and two sabzis that taste ' +
      'like home.',
  },
  {
    name: 'Divya Menon',
    designation: 'Nurse, Apollo Hospitals, Chennai',
    say:
      'Night shifts mean I need a place with flexible timings and a guard at the gate. Basera let me ask the ' +
      'owners exactly that before visiting.',
  },
  {
    name: 'Arjun Singh',
    designation: 'Hostel manager, Kota',
    say:
      'Parents call us after seeing the hostel on Basera with the mess menu and the CCTV details already in ' +
      'hand. The calls are shorter and more serious.',
  },
];

export const ABOUT = {
  page_title: 'About Us',
  about_us:
    '<p>Basera began in 2024 in a Koramangala PG, where three of us spent our first month in Bengaluru calling ' +
    'numbers from torn posters and paying a broker a month’s rent for a room we had never seen. We built the ' +
    'site we wished we had had.</p>' +
    '<p>Today Basera lists paying-guest rooms, hostels, mess services and shared flats across Indian cities, ' +
    'posted directly by the people who run them. Tenants search by city, locality, budget, food and sharing, ' +
    'shortlist what they like and call the owner. Owners list for free and hear from people who already know ' +
    'the rent and the house rules.</p>' +
    '<p>We are a small team in Bengaluru. We read every message that comes through the contact form, and we ' +
    'take down listings that do not match what tenants find on a visit.</p>',
  our_mission:
    'Help every student and working professional who moves to a new city find a safe, affordable place to ' +
    'live and eat within a week, without paying a broker.',
  our_vision:
    'An India where shared housing is chosen on honest information: real photos, real rents and owners who ' +
    'answer the phone.',
};

export const CONTACT = {
  message_us: 'Message Us',
  get_in_touch: 'Get In Touch',
};

/**
 * What is free and what is paid (issue 31). Also added to existing databases by migration
 * 021_paid_plans_content.sql, word for word (a test compares them).
 */
export const PAID_PLAN_FAQS = [
  {
    question: 'Is listing my property free?',
    answer:
      `Yes. The Basic plan is free: your listing stays in search for ${BASIC_PLAN_DAYS} days, and you can renew it ` +
      `for free from My Listings as often as you like. We remind you ${EXPIRY_REMINDER_DAYS} days before it leaves ` +
      'search. Paid plans only add visibility: you never need one to be listed.',
  },
  {
    question: 'What do the paid plans add?',
    answer:
      'Visibility. Featured 7 days (Rs. 199), Featured 15 days (Rs. 349) and Featured 30 days (Rs. 599) show your ' +
      'listing first in its locality\'s search results for that many days, marked "Featured". Featured listings ' +
      'take at most a fifth of the first page of results, so tenants still see every other listing; when more are ' +
      'Featured than fit, they take turns. Featured 30 days + Verified (Rs. 799) adds a check of your place by our ' +
      'team, by a call or a visit, for the "Verified" mark. Every paid plan keeps your listing in search for at ' +
      'least 30 days.',
  },
  {
    question: 'Can I get a refund for a Featured plan?',
    answer:
      'Yes, in full, if you ask within 48 hours of buying while your listing has not gone live yet, if our team does ' +
      'not approve the listing, or if you paid twice by mistake. Once your listing is live and Featured, the days ' +
      'you bought are not refunded. Write to support@basera.in with the payment reference; the Refund & ' +
      'Cancellation Policy page has every case.',
  },
];

export const FAQS = [
  {
    question: 'Is Basera free for people looking for a room?',
    answer:
      'Yes. Searching, shortlisting and calling owners is free. Basera never charges tenants a brokerage or a ' +
      'visit fee; if anyone asks you for one in our name, please tell us.',
  },
  {
    question: 'Who posts the listings?',
    answer:
      'Owners and managers of PGs, hostels, mess services and flats post their own listings after verifying ' +
      'their email and phone number. The number on the listing is theirs.',
  },
  {
    question: 'How do I book a room?',
    answer:
      'Call the owner from the listing, visit the place, and settle the deposit and rent with them directly. ' +
      'Basera does not take payments for rooms, so never pay anyone online before you have seen the room.',
  },
  {
    question: 'What is the difference between a PG, a hostel and room sharing?',
    answer:
      'A PG (paying guest) is a furnished room in a house or building run by an owner, usually with meals. A ' +
      'hostel is a larger building with many rooms, a warden and fixed timings. Room sharing is a flat you share ' +
      'with other tenants and run together.',
  },
  {
    question: 'What is a mess listing?',
    answer:
      'A mess serves home-style meals on a monthly plan, usually breakfast and dinner, sometimes lunch boxes too. ' +
      'You can take a mess plan whether or not you stay in a PG.',
  },
  {
    question: 'How much security deposit is usual?',
    answer:
      'Most PGs and hostels ask for one or two months of rent as a refundable deposit, and a notice period of ' +
      'fifteen days to a month. Ask for the terms in writing before you pay.',
  },
  {
    question: 'How do I list my PG, hostel, mess or room?',
    answer:
      'Sign up as a Lister, verify your email and phone number, then choose Post Property. The form takes about ' +
      'twenty minutes: address, rooms, pricing, food, amenities and photos. Listing is free.',
  },
  ...PAID_PLAN_FAQS,
  {
    question: 'Can I edit or pause my listing?',
    answer:
      'Yes. Open My Account, then View All Listing, to update prices and photos or to deactivate a listing when ' +
      'you are full.',
  },
  {
    question: 'A listing did not match what I saw on my visit. What should I do?',
    answer:
      'Send us a message through the contact form with the listing name and what was different. We check every ' +
      'report and take down listings that mislead tenants.',
  },
  {
    question: 'Which cities does Basera cover?',
    answer:
      'Listings are strongest in Bengaluru, Pune, Hyderabad, Chennai, Delhi NCR, Mumbai and Kota, and owners ' +
      'anywhere in India can list.',
  },
];

export const BLOGS = [
  {
    slug: 'choosing-a-pg-in-bengaluru-checklist',
    title: 'How to choose the right PG in Bengaluru: a checklist for your first week in the city',
    created_at: '2026-10-28T09:30:00+05:30',
    description: `
<p>Every June and every January, thousands of students and new employees land in Bengaluru with a suitcase and a
list of PG numbers. Most of them choose in a hurry. A few questions on the first visit save months of regret.</p>
<h2>Start with the commute, not the rent</h2>
<p>A room that is ₹2,000 cheaper but an hour further away costs you more than money. Check the route at your real
office or class time: Silk Board at 9 am is not Silk Board at noon. Koramangala, HSR Layout and BTM Layout suit
people working on Outer Ring Road; Whitefield and Marathahalli suit ITPL and the tech parks around it.</p>
<h2>Ask what the rent includes</h2>
<ul>
  <li>Meals: how many a day, on which days, and whether Sunday dinner is included.</li>
  <li>Electricity: fixed, or by the meter (and whether the AC is metered separately).</li>
  <li>Wi-Fi, housekeeping and laundry: how often, and what happens when they fail.</li>
</ul>
<h2>Look at the room you will actually get</h2>
<p>Ask to see the exact room and bed, the bathroom you will share and the kitchen where your food is cooked. Count
the beds. Open the wardrobe. Check the water pressure in the shower.</p>
<h2>Read the rules before you pay</h2>
<p>Gate timings, guests, notice period and deposit refunds are where most disputes start. Ask for them in writing,
photograph the agreement, and pay the deposit by a method that leaves a record.</p>
<p>On Basera you can filter by food, sharing and air conditioning, then call owners directly from the listing.
Shortlist three, visit all three on one Saturday, and decide on Sunday.</p>`,
  },
  {
    slug: 'pg-hostel-or-shared-flat-for-students',
    title: 'PG, hostel or shared flat: which one suits a student in Pune?',
    created_at: '2026-10-14T11:00:00+05:30',
    description: `
<p>Pune has more students per square kilometre than almost any Indian city, and three very different ways to live
while you study. Here is how they compare.</p>
<h2>Hostels: structure and company</h2>
<p>College and private hostels near Shivajinagar and Kothrud come with a warden, fixed meal times and gate
timings. They suit first-year students and parents who want someone to call. Expect shared rooms and less
privacy.</p>
<h2>PGs: a middle path</h2>
<p>A PG gives you a furnished room, meals and housekeeping with fewer rules than a hostel. In Viman Nagar, Baner
and Wakad, a twin-sharing room with food costs roughly ₹8,000 to ₹12,000 a month.</p>
<h2>Shared flats: freedom with chores</h2>
<p>Sharing a 2BHK with three friends is often the cheapest per head, but you run the house: the maid, the gas
cylinder, the Wi-Fi bill and the landlord. It works best from the second year on, with people you already
know.</p>
<h2>A simple rule</h2>
<ul>
  <li>First year or new to the city: hostel or PG with food.</li>
  <li>Settled, with a friend group: a shared flat.</li>
  <li>Long hours at internships: a PG close to work, with a mess plan.</li>
</ul>
<p>Whatever you pick, visit before you pay. Basera lists all three, side by side, with the owner's number.</p>`,
  },
  {
    slug: 'mess-food-vs-cooking-cost-hyderabad',
    title: 'Monthly mess or cooking yourself: what food really costs in Hyderabad',
    created_at: '2026-09-30T18:15:00+05:30',
    description: `
<p>Food is the second-largest bill after rent for most people in shared housing. We compared a month of mess
meals with a month of cooking for one person in Ameerpet and Gachibowli.</p>
<h2>The mess plan</h2>
<p>A typical monthly mess in Hyderabad serves breakfast and dinner for ₹3,000 to ₹4,500, with lunch boxes for
another ₹1,500. You get rice, dal, a sabzi, curd and a weekly special, and you never wash a vessel.</p>
<h2>Cooking for one</h2>
<p>Groceries for two meals a day come to about ₹3,500 a month, plus gas, plus the time: an hour a day, every day.
Add the occasional biryani order when you are tired, and the saving disappears.</p>
<h2>What we recommend</h2>
<ul>
  <li>Take a mess plan for your first two months while you learn the city.</li>
  <li>Ask for a trial week before paying for a month.</li>
  <li>Check the kitchen: clean surfaces, covered storage, RO water.</li>
</ul>
<p>Search the Mess listings on Basera to see menus and monthly prices near you.</p>`,
  },
  {
    slug: 'documents-before-moving-into-a-pg',
    title: 'Documents you need before moving into a PG: agreement, police verification and ID',
    created_at: '2026-09-12T10:00:00+05:30',
    description: `
<p>A good PG will ask you for paperwork, and you should ask for some too. Keep copies of everything on your phone
and in your email.</p>
<h2>What the owner will ask for</h2>
<ul>
  <li>Government photo ID: Aadhaar, passport, driving licence or voter ID.</li>
  <li>College ID or an offer letter from your employer.</li>
  <li>Two passport-size photographs.</li>
  <li>An emergency contact, usually a parent or guardian.</li>
</ul>
<h2>Police verification</h2>
<p>Many cities expect owners to register tenants with the local police. Most states now do this online through
their police portal, and it takes a few days. It protects you as much as the owner.</p>
<h2>What you should ask for</h2>
<ul>
  <li>A written agreement with the rent, deposit, notice period and what the rent includes.</li>
  <li>A receipt for every payment, especially the deposit.</li>
  <li>The owner's own ID and number, not only the manager's.</li>
</ul>
<p>Never pay a deposit before you have seen the room. Basera does not collect payments, so anyone asking you to
pay "to Basera" is not us.</p>`,
  },
  {
    slug: 'safety-checklist-women-pg-hostel',
    title: 'Safety first: what women should check before booking a PG or a hostel',
    created_at: '2026-08-25T16:45:00+05:30',
    description: `
<p>We asked women living in PGs in Bengaluru, Chennai and Delhi what they wish they had checked before moving in.
Their answers became this list.</p>
<h2>At the gate</h2>
<ul>
  <li>Is there a guard at night, and a register for visitors?</li>
  <li>Do the CCTV cameras cover the entrance and the corridors, and do they work?</li>
  <li>Is the street lit on the walk from the bus stop or metro station?</li>
</ul>
<h2>Inside</h2>
<ul>
  <li>Does every room lock from the inside, with a key only you and the warden hold?</li>
  <li>Is the PG for women only, and who else has access to the building?</li>
  <li>Who is the contact at night if something goes wrong?</li>
</ul>
<h2>Talk to the residents</h2>
<p>Five minutes with someone who already lives there tells you more than any brochure. Ask about the food, the
water and how the owner responds to complaints.</p>
<p>On Basera you can filter listings by gender. If a listing does not match what you see on a visit, tell us
through the contact form and we will look into it.</p>`,
  },
  {
    slug: 'list-your-pg-on-basera-tips',
    title: 'Listing your PG on Basera: photos, prices and replies that fill rooms faster',
    created_at: '2026-08-08T12:30:00+05:30',
    description: `
<p>Owners who fill their beds fastest on Basera do three things well. None of them costs money.</p>
<h2>Photos in daylight</h2>
<p>Shoot each room from the doorway in the morning, with the lights on and the curtains open. Add the bathroom,
the dining area and the building from the street. Eight honest photos beat twenty filtered ones.</p>
<h2>Prices that answer the first question</h2>
<p>State the monthly rent for each sharing type, what the rent includes and the deposit. Tenants skip listings
that say "call for price", because they expect a haggle.</p>
<h2>Reply the same day</h2>
<p>Most tenants call three or four places. The owner who answers first and offers a visit time usually gets the
booking. If you are full, deactivate the listing from View All Listing so that nobody calls in vain.</p>
<h2>Keep it current</h2>
<ul>
  <li>Update prices when they change, before the new term starts.</li>
  <li>Add new amenities as soon as you install them: a washing machine or an RO filter is a reason to choose you.</li>
  <li>Mention the mess menu if you serve food; it is the first thing parents ask about.</li>
</ul>`,
  },
  {
    slug: 'security-deposit-and-notice-period-explained',
    title: 'Security deposits and notice periods in shared housing, explained simply',
    created_at: '2026-07-21T09:00:00+05:30',
    description: `
<p>Most arguments between tenants and owners happen at move-out, over the deposit. Agreeing on three things at
move-in prevents nearly all of them.</p>
<h2>How much, and for what</h2>
<p>One or two months of rent is normal for a PG or hostel; flats in Mumbai and Bengaluru can ask for more. Agree
in writing on what the deposit may be used for: unpaid rent and damage beyond normal wear, not repainting the
whole room.</p>
<h2>The notice period</h2>
<p>Fifteen days to one month is usual. If you leave without notice, expect that month's rent to come out of the
deposit. Give notice in writing, by message or email, so that the date is never in doubt.</p>
<h2>Getting it back</h2>
<ul>
  <li>Photograph the room on the day you move in and the day you move out.</li>
  <li>Hand back keys against a written note.</li>
  <li>Agree on a refund date, usually within a week of leaving.</li>
</ul>`,
  },
];

const policy = (paragraphs: string[]) => paragraphs.join('\n');

export const STATIC_PAGES: Array<{
  slug: StaticPageSlug;
  page_title: string;
  meta_description: string;
  content: string;
}> = [
  {
    slug: 'privacy-policy',
    page_title: 'Privacy Policy',
    meta_description: 'What Basera collects about you, why, and how to have it corrected or deleted.',
    content: policy([
      '<p>This policy explains what personal information Basera collects when you use basera.in, why we collect it, ' +
        'and the choices you have. It applies to tenants, owners and visitors alike. Last updated: 1 November 2026.</p>',
      '<h2>What we collect</h2>',
      '<ul><li>Account details: your name, email address, phone number and the kind of account (Search User or ' +
        'Lister).</li><li>Listings: the address, photos, prices and contact numbers an owner publishes.</li>' +
        '<li>Messages you send us through the contact form, with the city you mention.</li><li>Technical data: ' +
        'your IP address and browser, kept in server logs to stop abuse.</li></ul>',
      '<h2>Why we use it</h2>',
      '<p>To run your account, to show listings with the contact numbers owners chose to publish, to send one-time ' +
        'codes that verify your email and phone, to answer your messages, and to keep the site safe from spam and ' +
        'fraud. We do not sell your personal information, and we do not show third-party advertising.</p>',
      '<h2>Who can see it</h2>',
      '<p>Anyone can see a published listing, including the contact numbers on it. Your account email and phone ' +
        'are never shown to other users. Our email and hosting providers process data for us under contract, in ' +
        'line with the Digital Personal Data Protection Act, 2023.</p>',
      '<h2>Your choices</h2>',
      '<p>You can correct your profile from My Account at any time. To delete your account and listings, write to ' +
        'support@basera.in from the email address on the account; we do so within 30 days, except for records the ' +
        'law requires us to keep.</p>',
      '<h2>Contact</h2>',
      '<p>Grievance Officer, Basera, 3rd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034. ' +
        'Email: support@basera.in.</p>',
    ]),
  },
  {
    slug: 'terms-and-conditions',
    page_title: 'Terms & Conditions',
    meta_description: 'The rules for using Basera as a tenant or as an owner listing a property.',
    content: policy([
      '<p>These terms govern your use of Basera. By creating an account or posting a listing you agree to them. ' +
        'Last updated: 1 November 2026.</p>',
      '<h2>What Basera is</h2>',
      '<p>Basera is a listing platform. We help tenants find PG rooms, hostels, mess services and shared rooms, and ' +
        'help owners reach them. We are not a party to any rental agreement, and we do not collect rent or deposits.</p>',
      '<h2>Your account</h2>',
      '<ul><li>Give your real name and a phone number and email you control; we verify both.</li><li>Keep your ' +
        'password to yourself. You are responsible for what is done with your account.</li><li>One person may hold ' +
        'one Search User and one Lister account.</li></ul>',
      '<h2>Rules for listings</h2>',
      '<ul><li>List only properties you own or are authorised to let.</li><li>Photos must show the actual property; ' +
        'prices must be the prices you charge.</li><li>No discrimination on grounds of religion, caste, region or ' +
        'food habits in listing text.</li><li>Deactivate a listing when it is no longer available.</li></ul>',
      '<h2>What we may do</h2>',
      '<p>We may edit or remove listings that break these rules or that tenants report as misleading, and suspend ' +
        'accounts used for spam or fraud.</p>',
      '<h2>Liability</h2>',
      '<p>We check listings when they are reported, but we cannot inspect every property. Visit before you pay. To ' +
        'the extent the law allows, Basera is not liable for disputes between tenants and owners.</p>',
      '<p>These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.</p>',
    ]),
  },
  {
    slug: 'cancelation',
    page_title: 'Cancellation Policy',
    meta_description: 'How cancelling a listing, a Featured plan or a visit works on Basera.',
    content: policy([
      '<p>Basera does not take bookings or rent, so a room booking is always cancelled with the owner directly, on ' +
        'the terms of your agreement with them. This page covers what you can cancel with us.</p>',
      '<h2>Listings</h2>',
      '<p>Owners can deactivate a listing at any time from My Account, then View All Listing. It disappears from ' +
        'search at once and can be reactivated later with its photos and details intact.</p>',
      '<h2>Plans</h2>',
      `<p>Basic, the free plan, needs no cancelling: a listing leaves search when its ${BASIC_PLAN_DAYS} days end, ` +
        'and its owner can renew it for free. A Featured plan can be cancelled within 48 hours of purchase for a ' +
        'full refund if the listing has not yet gone live. After that, it runs until its Featured days end, and it ' +
        'never renews on its own. The Refund &amp; Cancellation Policy has every case.</p>',
      '<h2>Visits</h2>',
      '<p>If you arranged a visit with an owner and cannot make it, please call or message them. It keeps the slot ' +
        'free for someone else and keeps owners answering Basera enquiries quickly.</p>',
      '<h2>Your account</h2>',
      '<p>To close your account, write to support@basera.in from the account email. We remove it and its listings ' +
        'within 30 days.</p>',
    ]),
  },
  {
    slug: 'refund-and-cancellation-policy',
    page_title: 'Refund & Cancellation Policy',
    meta_description:
      'What is free and what is paid on Basera, refunds for Featured plans, and deposits paid to owners.',
    content: policy([
      `<p>Listing on Basera is free. The Basic plan keeps a listing in search for ${BASIC_PLAN_DAYS} days, and its ` +
        'owner can renew it for free as often as they like. Searching, shortlisting and calling owners is free for ' +
        'tenants. This policy covers what owners can pay for, the Featured plans, and explains deposits paid to ' +
        'owners, which Basera never holds.</p>',
      '<h2>What is paid</h2>',
      '<ul><li>Featured 7 days (Rs. 199), Featured 15 days (Rs. 349) and Featured 30 days (Rs. 599): the listing ' +
        'is shown first in its locality\'s search results for that many days, marked "Featured", and stays in ' +
        'search for at least 30 days.</li><li>Featured 30 days + Verified (Rs. 799): Featured for 30 days, and our ' +
        'team checks the place by a call or a visit for the "Verified" mark.</li></ul>',
      '<p>Buying a Featured plan again adds its days after the ones left, so paid days are never lost. No plan ' +
        'renews or charges you on its own.</p>',
      '<h2>Refunds for Featured plans</h2>',
      '<ul><li>Cancel within 48 hours of purchase, before the listing goes live (for example while it waits for ' +
        'review): full refund.</li><li>Our team does not approve the listing: the plan bought for it is refunded ' +
        'in full if you would rather not edit it and send it again.</li><li>A plan paid twice by mistake: the ' +
        'duplicate is refunded in full.</li><li>The Verified check not done within 14 days of purchase: Rs. 200, ' +
        'the price of the check, is refunded on request, and the Featured days stay.</li><li>Once the listing is ' +
        'live and Featured: no refund for the days bought. Deleting the listing ends its Featured days, without ' +
        'refund.</li></ul>',
      '<p>Listing plans bought before the Featured plans (1, 3, 6 or 12 months) run until the end of their period; ' +
        'they are no longer sold.</p>',
      '<p>Refunds go back to the original payment method within 7 working days of approval. Write to ' +
        'support@basera.in with the payment reference.</p>',
      '<h2>Rent and deposits</h2>',
      '<p>Rent, deposits and mess fees are paid to owners, not to Basera, and are refunded by them according to ' +
        'your agreement. If an owner refuses a refund that the agreement promises, tell us: we will contact the owner ' +
        'and may remove the listing, though we cannot refund money we never received.</p>',
      '<h2>Fraud</h2>',
      '<p>Basera never asks tenants for money. If someone took a payment claiming to act for Basera, report it to ' +
        'us and to the cyber crime helpline 1930.</p>',
    ]),
  },
  {
    slug: 'help-center',
    page_title: 'Help Center',
    meta_description: 'Answers for tenants and owners, and how to reach the Basera support team.',
    content: policy([
      '<p>Most questions are answered below and on our FAQ page. If yours is not, send us a message through the ' +
        'contact page or call +91 80456 71234, Monday to Saturday, 9 am to 8 pm.</p>',
      '<h2>For tenants</h2>',
      '<ul><li><strong>Searching:</strong> choose a state, city and room type on the home page, or use Keyword ' +
        'Search for a locality or a PG name.</li><li><strong>Shortlisting:</strong> sign in as a Search User and ' +
        'tap the heart on any listing; find them again under My Shortlist.</li><li><strong>Contacting owners:</strong> ' +
        'call the numbers on the listing. Basera does not charge for this.</li></ul>',
      '<h2>For owners</h2>',
      '<ul><li><strong>Signing up:</strong> choose Post Property, pick Lister and verify both your email and your ' +
        'phone number.</li><li><strong>Posting:</strong> the listing form has seven short steps, from address to ' +
        'photos. You can stop and come back.</li><li><strong>Managing:</strong> update or deactivate listings from ' +
        'View All Listing in My Account.</li></ul>',
      '<h2>Account problems</h2>',
      '<ul><li>Forgot your password? Use Forgot Password in the login box; a code arrives by email.</li><li>No ' +
        'verification code? Check spam, then request a new one after the countdown.</li></ul>',
      '<h2>Reporting a listing</h2>',
      '<p>If a listing is misleading or looks like a scam, send us its name and city through the contact form. We ' +
        'review every report within two working days.</p>',
    ]),
  },
];
