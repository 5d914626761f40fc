/**
 * Other names and common misspellings of Indian cities, under the city's name exactly as the `cities` table
 * has it (api/src/seed/places.ts: the country-state-city dataset with its SPELLINGS table). The keyword parser
 * reads them (parse-query.ts) and the gazetteer seed gives them to the city rows, so "bangalore", "bombay" or
 * "gurugram" find the same city in the "where" box and in a keyword search.
 *
 * Haryana's city is 'Gurgaon' in the cities table (the dataset's name), so Gurugram, its name since 2016, is an
 * alias of it here. A city listed with no aliases is here for the parser: its name, a two-word name read as one
 * ("Navi Mumbai" is not Mumbai) or a close misspelling of it ("ahmedabd") is read as that city.
 */
export const CITY_ALIASES: Record<string, readonly string[]> = {
  Bengaluru: ['Bangalore', 'Banglore', 'Bengalooru', 'Bangaluru', 'Bengalore', 'Blr'],
  Gurgaon: ['Gurugram', 'Gurgoan', 'Gurgram', 'Gudgaon'],
  Mumbai: ['Bombay', 'Bambai', 'Mumbay', 'Mumbai City'],
  'Navi Mumbai': ['New Bombay'],
  Kolkata: ['Calcutta', 'Kolkatta', 'Kolkota', 'Calcuta'],
  Chennai: ['Madras', 'Chenai', 'Chennei'],
  Pune: ['Poona', 'Puna'],
  'New Delhi': ['Delhi', 'Dilli', 'Delhi NCR', 'New Dilli'],
  Hyderabad: ['Hyd', 'Hydrabad', 'Hyderbad', 'Bhagyanagar'],
  Jaipur: ['Pink City', 'Jaipore'],
  Ahmedabad: ['Amdavad', 'Ahmadabad'],
  Thiruvananthapuram: ['Trivandrum', 'Tvm'],
  Cochin: ['Kochi'],
  Kozhikode: ['Calicut'],
  Mysuru: ['Mysore'],
  Mangaluru: ['Mangalore'],
  Belagavi: ['Belgaum'],
  Kalaburagi: ['Gulbarga'],
  Ballari: ['Bellary'],
  Shivamogga: ['Shimoga'],
  Visakhapatnam: ['Vizag', 'Vishakhapatnam', 'Waltair'],
  Vijayawada: ['Bezawada'],
  Vadodara: ['Baroda'],
  Varanasi: ['Benares', 'Banaras', 'Kashi'],
  Prayagraj: ['Allahabad'],
  Puducherry: ['Pondicherry', 'Pondy'],
  Tiruchirappalli: ['Trichy', 'Tiruchi'],
  Thoothukudi: ['Tuticorin'],
  Ooty: ['Udhagamandalam', 'Ootacamund'],
  Coimbatore: ['Kovai'],
  Shimla: ['Simla'],
  Kanpur: ['Cawnpore'],
  Bhubaneshwar: ['Bhubaneswar'],
  Guwahati: ['Gauhati'],
  Noida: [],
  'Greater Noida': [],
  Lucknow: [],
  Chandigarh: [],
  Indore: [],
  Bhopal: [],
  Nagpur: [],
  Secunderabad: [],
};
