/**
 * The words of the seeded reviews (seed/reviews.ts): what seekers who visited, and residents who stayed, say
 * about Indian PGs, hostels, shared rooms and messes. `food` marks a text that talks about meals (never given to
 * a listing without food); `{locality}` is the listing's own locality.
 */

export interface ReviewText {
  text: string;
  food?: boolean;
}

/** 4 and 5 stars, from a visit. */
const VISITED_GOOD: ReviewText[] = [
  {
    text: 'Visited on a Saturday morning. Rooms were clean, the bathroom was dry and the geyser worked. The owner showed every floor without hurrying us and answered all my father’s questions about the deposit.',
  },
  {
    text: 'Ten minutes walk from the bus stop, and the lane is well lit at night, which mattered to me. CCTV at the gate and a register for visitors. The wardrobe space is small but the beds are new.',
  },
  {
    text: 'We tasted the lunch during the visit: rice, dal, two sabzis and curd, simple and not oily. The kitchen looked clean. Wi-Fi speed test on my phone showed about 40 Mbps in the room.',
    food: true,
  },
  {
    text: 'Good place for students near {locality}. Quiet study room on the ground floor, RO water on every floor and a washing machine that actually works. The rent matches what was listed, no hidden charges.',
  },
  {
    text: 'The caretaker aunty was very friendly and showed us the menu for the week. Breakfast is poha or idli, dinner has chapati. Rooms get good sunlight. Booked after the visit.',
    food: true,
  },
  {
    text: 'Honest owner. He told us upfront that electricity is extra as per the meter and the deposit is refunded in a week. The room matched the photos, even the curtains.',
  },
  {
    text: 'Neat and well maintained. Housekeeping comes daily, bathrooms are cleaned twice a day. Water is available all day, they have a sump and an overhead tank. Gate closes at 10:30 PM.',
  },
  {
    text: 'Close to the metro, so my commute to the office is 25 minutes. Power backup covers the fans and Wi-Fi. A bit noisy on the road side, ask for a room at the back.',
  },
];
/** 3 stars, from a visit. */
const VISITED_MIXED: ReviewText[] = [
  {
    text: 'Location is convenient for {locality} and the rent is fair, but the rooms felt cramped with three beds. Bathroom was clean. Could not check the Wi-Fi properly during the visit.',
  },
  {
    text: 'Food tasted fine at lunch but the menu repeats a lot according to the residents I spoke to. Rooms are OK, the common area needs painting. The warden was polite.',
    food: true,
  },
  {
    text: 'Decent place for the price. The owner took some time to answer calls before the visit, but was helpful once we were there. Parking for two-wheelers is limited.',
  },
  {
    text: 'Good building, average maintenance. The lift was not working on the day I visited and the stairs were dusty. Rooms themselves were clean and airy.',
  },
];
/** 1 and 2 stars, from a visit. */
const VISITED_POOR: ReviewText[] = [
  {
    text: 'Photos look better than the place. The room we were shown had a damp wall and the bathroom smelled. The owner said it would be painted before I move in, but I was not convinced.',
  },
  {
    text: 'Came for the visit at the confirmed time and waited 40 minutes for someone to open the gate. Rooms were fine but the water tank was empty that day, residents said it happens often.',
  },
  {
    text: 'The rent quoted on the phone was lower than what they asked at the visit, and there is a one-time maintenance charge nobody mentioned. Kitchen was not clean.',
    food: true,
  },
];
/** 4 and 5 stars, from a resident the owner invited. */
const STAYED_GOOD: ReviewText[] = [
  {
    text: 'Stayed here for eleven months during my internship. Wi-Fi rarely dropped, the warden kept the place safe and strict about visitors, and the owner fixed a broken fan the same day I complained.',
  },
  {
    text: 'Home-like food, especially the Sunday special. Breakfast is on time even on holidays. I stayed two years and got my full deposit back within a week of leaving.',
    food: true,
  },
  {
    text: 'Clean rooms, hot water in the mornings and a quiet floor for those preparing for exams. The owner treats residents with respect and the staff are honest.',
  },
  {
    text: 'I felt safe coming back late from office shifts: the guard is at the gate all night and there is CCTV on each floor. Water and power backup never failed in the summer.',
  },
];
/** 3 stars and lower, from a resident. */
const STAYED_MIXED: ReviewText[] = [
  {
    text: 'Lived here one year. Rooms and location are good, but the food became repetitive and oily after a few months. The owner listens, but changes take a while.',
    food: true,
  },
  {
    text: 'Fine for the price. Wi-Fi is slow in the evenings when everyone is online, and the washing machine queue on Sundays is long. Housekeeping is regular though.',
  },
  {
    text: 'Stayed six months. Frequent water shortage in summer and the backup was only for lights. The owner was polite but the maintenance staff were hard to reach.',
  },
];
/** Messes: what a visit (a meal tasted, the kitchen seen) tells. */
const MESS_GOOD: ReviewText[] = [
  {
    text: 'Tasted the thali during the visit: soft chapatis, dal with proper tadka and fresh salad. The kitchen is clean and the cooks wear caps. Monthly plan is good value near {locality}.',
  },
  {
    text: 'Proper home-style food, less oil and not too spicy. They also pack tiffin for office goers. The owner let us try a meal before paying for the month.',
  },
  {
    text: 'Clean dining hall, RO water and steel plates washed in hot water. Sunday lunch has a sweet. Timings are strict, so do not come late for dinner.',
  },
];
const MESS_MIXED: ReviewText[] = [
  {
    text: 'Food is tasty but the menu barely changes during the week. The dining area gets crowded at 8 PM. Good enough for the price, I would not expect more.',
  },
  {
    text: 'Lunch was fine, but the curd was sour and the rice slightly undercooked on the day I visited. Staff were polite and the place was clean.',
  },
];
const MESS_POOR: ReviewText[] = [
  {
    text: 'The kitchen was not clean when we looked in and the dal was watery. They asked for the full month in advance with no trial. Not for me.',
  },
];

export type Band = 'good' | 'mixed' | 'poor';
export const bandOf = (rating: number): Band => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

/** The texts a review of `rating` may say, for a listing of this kind and basis. */
export function textsFor(input: {
  mess: boolean;
  stayed: boolean;
  withFood: boolean;
  rating: number;
}): ReviewText[] {
  const band = bandOf(input.rating);
  const list = input.mess
    ? { good: MESS_GOOD, mixed: MESS_MIXED, poor: [...MESS_POOR, ...MESS_MIXED] }[band]
    : input.stayed
      ? { good: STAYED_GOOD, mixed: STAYED_MIXED, poor: STAYED_MIXED }[band]
      : { good: VISITED_GOOD, mixed: VISITED_MIXED, poor: VISITED_POOR }[band];
  return input.withFood || input.mess ? list : list.filter((text) => !text.food);
}

/** What owners answer: thanks to a good review, an explanation to a poor one. */
export const OWNER_REPLIES: Record<Band, string[]> = {
  good: [
    'Thank you for the kind words! Happy to have you with us.',
    'Thanks a lot. We try to keep the place as clean as home, and feedback like this keeps the staff going.',
    'Thank you! Do tell your friends who are looking for a place nearby.',
  ],
  mixed: [
    'Thanks for the honest feedback. We have changed the weekly menu and added a second washing machine.',
    'Thank you for visiting. The common area is being painted this month; please come and see it again.',
  ],
  poor: [
    'Sorry about your experience. The water tank problem was fixed with a new motor last month, and the room you saw has been repainted.',
    'We apologise for the wait on the day of your visit. Please call me directly next time and I will make sure someone is there.',
  ],
};
