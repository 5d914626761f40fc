import { budgetChipLabel, chipCountLabel, chipLabelFor, searchChips } from './chips';
import { parseSearchQuery } from './parse-query';

const labels = (search: Record<string, string | undefined>, names = {}) =>
  searchChips(search, names).map((chip) => chip.label);

describe('searchChips', () => {
  it('labels each filter as the contract says', () => {
    expect(labels({ room_type: 'Pg' })).toEqual(['PG']);
    expect(labels({ room_type: 'PG' })).toEqual(['PG']);
    expect(labels({ room_type: 'Hostel' })).toEqual(['Hostel']);
    expect(labels({ room_type: 'Mess' })).toEqual(['Mess']);
    expect(labels({ room_type: 'Room' })).toEqual(['Room Sharing']);
    expect(labels({ room_type: 'Villa' })).toEqual([]);
    expect(labels({ gender: 'Male' })).toEqual(['Boys']);
    expect(labels({ gender: 'Female' })).toEqual(['Girls']);
    expect(labels({ gender: 'Other' })).toEqual(['Co-ed']);
    expect(labels({ gender: 'Any' })).toEqual(['Any']);
    expect(labels({ category: 'Student' })).toEqual(['Students']);
    expect(labels({ category: 'Teacher' })).toEqual(['Teachers']);
    expect(labels({ category: 'Employee' })).toEqual(['Working professionals']);
    expect(labels({ category: 'Retired' })).toEqual(['Retired']);
    expect(labels({ food: 'with' })).toEqual(['With food']);
    expect(labels({ food: 'without' })).toEqual(['Without food']);
    expect(labels({ food: 'with,without' })).toEqual(['With food or Without food']);
    expect(labels({ diet: 'Veg' })).toEqual(['Pure veg']);
    expect(labels({ diet: 'veg' })).toEqual(['Pure veg']);
    expect(labels({ diet: 'Non-Veg' })).toEqual(['Non-veg served']);
    expect(labels({ diet: 'Halal' })).toEqual(['Halal']);
    expect(labels({ max_price: '10000' })).toEqual(['Under Rs. 10,000']);
    expect(labels({ min_price: '5000' })).toEqual(['Over Rs. 5,000']);
    expect(labels({ min_price: '5000', max_price: '10000' })).toEqual(['Rs. 5,000 – Rs. 10,000']);
    expect(labels({ max_price: '125000' })).toEqual(['Under Rs. 1,25,000']);
    expect(labels({ city_id: '12', state_id: '3' }, { city: 'Bengaluru' })).toEqual(['Bengaluru']);
    expect(labels({ city_id: '12' })).toEqual(['City']);
    expect(labels({ location: 'Koramangala' })).toEqual(['Koramangala']);
    expect(labels({ place_id: '40', radius: '5' }, { place: 'Christ University' })).toEqual([
      'Near Christ University · 5 km',
    ]);
    expect(labels({ place_id: '40' }, { place: 'Christ University' })).toEqual([
      'Near Christ University · 5 km',
    ]);
    expect(labels({ place_id: '40', radius: '2' })).toEqual(['Near place · 2 km']);
    expect(labels({ lat: '12.9', long: '77.6', radius: '10' })).toEqual(['Near you · 10 km']);
    expect(labels({ lat: '12.9' })).toEqual([]);
    expect(labels({ bbox: '12.9,77.5,13.0,77.7' })).toEqual(['Map area']);
    expect(labels({ search: ' wifi gym ' })).toEqual(['"wifi gym"']);
    expect(labels({ search: '  ' })).toEqual([]);
  });

  it('gives the sidebar filters chips too', () => {
    expect(labels({ sharing: 'Shared' })).toEqual(['Sharing: Shared']);
    expect(labels({ ac: 'AC,Non-AC' })).toEqual(['AC or Non-AC']);
    expect(labels({ occupation: 'Single' })).toEqual(['Single occupancy']);
    expect(labels({ price_with_food: 'Yes' })).toEqual(['Price with food']);
    expect(labels({ price_with_food: 'No' })).toEqual(['Price without food']);
    expect(labels({ beds_free_now: '1', verified: '1' })).toEqual(['Beds free now', 'Verified only']);
    expect(labels({ beds_free_now: '0', verified: '' })).toEqual([]);
    expect(labels({ min_rating: '4' })).toEqual(['4 ★ and above']);
    expect(labels({ min_rating: '3' })).toEqual(['3 ★ and above']);
    expect(labels({ min_rating: '9' })).toEqual([]);
    expect(labels({ min_rating: 'x' })).toEqual([]);
    expect(searchChips({ verified: '1', min_rating: '4' }).at(-1)).toEqual({
      id: 'min_rating',
      label: '4 ★ and above',
      clear: ['min_rating'],
    });
    expect(chipLabelFor('min_rating', { min_rating: '4' })).toBe('4 ★ and above');
  });

  it('says which URL keys each chip removes, in reading order', () => {
    const chips = searchChips(
      {
        search: 'wifi',
        state_id: '3',
        city_id: '12',
        location: 'Koramangala',
        room_type: 'Pg',
        gender: 'Female',
        category: 'Student',
        min_price: '5000',
        max_price: '10000',
        food: 'with',
        diet: 'Veg',
        sort: 'newest',
        page: '2',
      },
      { city: 'Bengaluru' },
    );
    expect(chips).toEqual([
      { id: 'search', label: '"wifi"', clear: ['search'] },
      { id: 'city_id', label: 'Bengaluru', clear: ['state_id', 'city_id', 'location'] },
      { id: 'location', label: 'Koramangala', clear: ['location'] },
      { id: 'room_type', label: 'PG', clear: ['room_type'] },
      { id: 'gender', label: 'Girls', clear: ['gender'] },
      { id: 'category', label: 'Students', clear: ['category'] },
      { id: 'budget', label: 'Rs. 5,000 – Rs. 10,000', clear: ['min_price', 'max_price'] },
      { id: 'food', label: 'With food', clear: ['food'] },
      { id: 'diet', label: 'Pure veg', clear: ['diet'] },
    ]);
    expect(searchChips({ place_id: '4', radius: '1' }, { place: 'IIT' })).toEqual([
      { id: 'place', label: 'Near IIT · 1 km', clear: ['place_id', 'radius'] },
    ]);
    expect(searchChips({ lat: '1', long: '2' })).toEqual([
      { id: 'point', label: 'Near you · 5 km', clear: ['lat', 'long', 'radius'] },
    ]);
    expect(searchChips({ bbox: '1,2,3,4' })).toEqual([{ id: 'bbox', label: 'Map area', clear: ['bbox'] }]);
  });

  it("shows a parsed query's filters as its chips", () => {
    const parsed = parseSearchQuery('girls pg under 10k with food veg');
    expect(labels(parsed.filters)).toEqual(['PG', 'Girls', 'Under Rs. 10,000', 'With food', 'Pure veg']);
  });
});

describe('chipLabelFor (an empty result’s "Remove {label}")', () => {
  const search = {
    place_id: '4',
    radius: '5',
    min_price: '5000',
    gender: 'Female',
    city_id: '3',
    state_id: '1',
  };
  it('maps way-out keys to chips', () => {
    expect(chipLabelFor('radius', search, { place: 'Christ University' })).toBe(
      'Near Christ University · 5 km',
    );
    expect(chipLabelFor('place', search, { place: 'Christ University' })).toBe(
      'Near Christ University · 5 km',
    );
    expect(chipLabelFor('place_id', search)).toBe('Near place · 5 km');
    expect(chipLabelFor('radius', { lat: '1', long: '2', radius: '2' })).toBe('Near you · 2 km');
    expect(chipLabelFor('lat', { lat: '1', long: '2' })).toBe('Near you · 5 km');
    expect(chipLabelFor('long', { lat: '1', long: '2' })).toBe('Near you · 5 km');
    expect(chipLabelFor('budget', search)).toBe('Over Rs. 5,000');
    expect(chipLabelFor('min_price', search)).toBe('Over Rs. 5,000');
    expect(chipLabelFor('max_price', { max_price: '8000' })).toBe('Under Rs. 8,000');
    expect(chipLabelFor('gender', search)).toBe('Girls');
    expect(chipLabelFor('city_id', search, { city: 'Pune' })).toBe('Pune');
    expect(chipLabelFor('state_id', search, { city: 'Pune' })).toBe('Pune');
    expect(chipLabelFor('diet', search)).toBeNull();
  });
});

describe('budgetChipLabel and chipCountLabel', () => {
  it('writes money and counts the Indian way', () => {
    expect(budgetChipLabel(undefined, undefined)).toBeNull();
    expect(budgetChipLabel('abc', undefined)).toBe('Over Rs. abc');
    expect(chipCountLabel(7)).toBe('7 places');
    expect(chipCountLabel(1)).toBe('1 place');
    expect(chipCountLabel(0)).toBe('0 places');
    expect(chipCountLabel(1000, true)).toBe('1,000+ places');
    expect(chipCountLabel(1, true)).toBe('1+ places');
    expect(chipCountLabel(12500)).toBe('12,500 places');
  });
});
