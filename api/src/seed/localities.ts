/**
 * Where the demo listings are: real localities of eight cities with their own PIN code, a point inside them and
 * landmarks a resident of that locality would name (in or next to it). A listing takes all of these from one
 * row, so its PIN, landmark, map pin and locality never contradict each other or its city.
 */
export interface Locality {
  name: string;
  pin: string;
  lat: number;
  long: number;
  landmarks: readonly string[];
  /** The nearest public transport a resident would name (shown with its distance in Other Details). */
  transit: string;
  /** How many listings it gets for one of a plain locality (default 1): the busy student and IT areas. */
  weight?: number;
}

export interface DemoCity {
  /** ISO code of the state in the country-state-city dataset. */
  state: string;
  /** The city's name as seeded in `cities` (see places.ts). */
  city: string;
  /** The first two digits of every PIN in this state (India Post's postal circle). */
  pinPrefix: string;
  /** A street in this city's own way of numbering them: "4th Cross", "Lane 3", "Road No. 12". */
  street: (n: number) => string;
  localities: readonly Locality[];
}

/** 1st, 2nd, 3rd, 4th, 11th, 22nd: street numbers read as they are written in India. */
export const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    state: 'KA',
    city: 'Bengaluru',
    pinPrefix: '56',
    street: (n) => `${ordinal(n)} Cross, ${ordinal((n % 9) + 1)} Main`,
    localities: [
      {
        name: 'Koramangala',
        weight: 4,
        pin: '560034',
        lat: 12.9352,
        long: 77.6245,
        landmarks: ['Forum Mall', 'Sony World Signal', "St. John's Hospital"],
        transit: 'Koramangala BDA Complex bus stop',
      },
      {
        name: 'HSR Layout',
        weight: 2,
        pin: '560102',
        lat: 12.9116,
        long: 77.6389,
        landmarks: ['Agara Lake', 'HSR BDA Complex', 'Silk Board Junction'],
        transit: 'HSR Layout BDA Complex bus stop',
      },
      {
        name: 'BTM Layout',
        pin: '560076',
        lat: 12.9166,
        long: 77.6101,
        landmarks: ['Udupi Garden Signal', 'Madiwala Lake', 'Silk Board Junction'],
        transit: 'BTM Layout bus depot',
      },
      {
        name: 'Indiranagar',
        pin: '560038',
        lat: 12.9784,
        long: 77.6408,
        landmarks: ['Indiranagar Metro Station', '100 Feet Road', 'CMH Hospital'],
        transit: 'Indiranagar Metro Station',
      },
      {
        name: 'Whitefield',
        weight: 2,
        pin: '560066',
        lat: 12.9698,
        long: 77.75,
        landmarks: ['ITPL Main Gate', 'Forum Shantiniketan', 'Hope Farm Junction'],
        transit: 'Whitefield Metro Station',
      },
      {
        name: 'Marathahalli',
        weight: 2,
        pin: '560037',
        lat: 12.9569,
        long: 77.7011,
        landmarks: ['Marathahalli Bridge', 'Innovative Multiplex', 'Kalamandir'],
        transit: 'Marathahalli bus stop',
      },
      {
        name: 'Electronic City',
        pin: '560100',
        lat: 12.8452,
        long: 77.6602,
        landmarks: ['Infosys Gate', 'Electronic City Flyover', 'Wipro Gate'],
        transit: 'Electronic City bus stop',
      },
      {
        name: 'Jayanagar',
        pin: '560011',
        lat: 12.925,
        long: 77.5838,
        landmarks: ['Jayanagar 4th Block Shopping Complex', 'Ashoka Pillar', 'Madhavan Park'],
        transit: 'Jayanagar Metro Station',
      },
    ],
  },
  {
    state: 'MH',
    city: 'Pune',
    pinPrefix: '41',
    street: (n) => `Lane ${n}`,
    localities: [
      {
        name: 'Kothrud',
        pin: '411038',
        lat: 18.5074,
        long: 73.8077,
        landmarks: ['Kothrud Depot', 'City Pride Kothrud', 'Karve Putla'],
        transit: 'Kothrud Depot',
      },
      {
        name: 'Viman Nagar',
        weight: 2,
        pin: '411014',
        lat: 18.5679,
        long: 73.9143,
        landmarks: ['Phoenix Marketcity', 'Symbiosis Viman Nagar', 'Pune Airport'],
        transit: 'Viman Nagar bus stop',
      },
      {
        name: 'Hinjewadi',
        weight: 2,
        pin: '411057',
        lat: 18.5913,
        long: 73.7389,
        landmarks: ['Rajiv Gandhi Infotech Park', 'Wipro Circle', 'Shivaji Chowk Hinjewadi'],
        transit: 'Hinjewadi Phase 1 bus stop',
      },
      {
        name: 'Baner',
        pin: '411045',
        lat: 18.559,
        long: 73.7868,
        landmarks: ['Balewadi High Street', 'Baner Hill', 'Mahalunge Road Junction'],
        transit: 'Baner Gaon bus stop',
      },
      {
        name: 'Wakad',
        pin: '411057',
        lat: 18.5987,
        long: 73.765,
        landmarks: ['Dange Chowk', 'Wakad Bridge', 'Phoenix Mall of the Millennium'],
        transit: 'Dange Chowk bus stop',
      },
      {
        name: 'Hadapsar',
        pin: '411028',
        lat: 18.5089,
        long: 73.926,
        landmarks: ['Amanora Mall', 'Magarpatta City', 'Hadapsar Gadital'],
        transit: 'Hadapsar bus depot',
      },
      {
        name: 'Shivajinagar',
        pin: '411005',
        lat: 18.5308,
        long: 73.8475,
        landmarks: ['COEP Technological University', 'Modern College', 'Shivajinagar Court'],
        transit: 'Shivajinagar Railway Station',
      },
    ],
  },
  {
    state: 'MH',
    city: 'Mumbai',
    pinPrefix: '40',
    street: (n) => `Road No. ${n}`,
    localities: [
      {
        name: 'Andheri East',
        weight: 2,
        pin: '400069',
        lat: 19.1136,
        long: 72.8697,
        landmarks: ['Andheri Station', 'Chakala Metro Station', 'Cinemax Andheri'],
        transit: 'Chakala Metro Station',
      },
      {
        name: 'Powai',
        weight: 2,
        pin: '400076',
        lat: 19.1176,
        long: 72.906,
        landmarks: ['Hiranandani Gardens', 'IIT Bombay Main Gate', 'Powai Lake'],
        transit: 'Hiranandani bus stop',
      },
      {
        name: 'Dadar West',
        pin: '400028',
        lat: 19.0178,
        long: 72.8478,
        landmarks: ['Shivaji Park', 'Dadar Station', 'Siddhivinayak Temple'],
        transit: 'Dadar Station',
      },
      {
        name: 'Bandra West',
        pin: '400050',
        lat: 19.0596,
        long: 72.8295,
        landmarks: ['Bandstand', 'Linking Road', 'Mount Mary Church'],
        transit: 'Bandra Station',
      },
      {
        name: 'Goregaon East',
        pin: '400063',
        lat: 19.1663,
        long: 72.8526,
        landmarks: ['Oberoi Mall', 'NESCO Centre', 'Film City Gate'],
        transit: 'Goregaon Station',
      },
      {
        name: 'Malad West',
        pin: '400064',
        lat: 19.1874,
        long: 72.8484,
        landmarks: ['Inorbit Mall Malad', 'Infiniti Mall Malad', 'Mindspace Malad'],
        transit: 'Malad Station',
      },
    ],
  },
  {
    state: 'WB',
    city: 'Kolkata',
    pinPrefix: '70',
    street: (n) => `${n}/${(n % 7) + 1} Lane`,
    localities: [
      {
        name: 'Salt Lake Sector V',
        weight: 2,
        pin: '700091',
        lat: 22.5726,
        long: 88.4339,
        landmarks: ['College More', 'Technopolis', 'Wipro More'],
        transit: 'Sector V Metro Station',
      },
      {
        name: 'Park Street',
        pin: '700016',
        lat: 22.5535,
        long: 88.352,
        landmarks: ['Park Street Metro Station', 'Asiatic Society', 'Allen Park'],
        transit: 'Park Street Metro Station',
      },
      {
        name: 'Jadavpur',
        pin: '700032',
        lat: 22.4955,
        long: 88.3709,
        landmarks: ['Jadavpur University', 'Jadavpur 8B Bus Stand', 'Jadavpur Station'],
        transit: 'Jadavpur 8B Bus Stand',
      },
      {
        name: 'New Town',
        pin: '700156',
        lat: 22.5807,
        long: 88.4797,
        landmarks: ['Eco Park', 'Axis Mall', 'Biswa Bangla Gate'],
        transit: 'City Centre 2 bus stop',
      },
      {
        name: 'Ballygunge',
        pin: '700019',
        lat: 22.5274,
        long: 88.3654,
        landmarks: ['Ballygunge Phari', 'Ballygunge Station', 'Birla Mandir'],
        transit: 'Ballygunge Station',
      },
      {
        name: 'Behala',
        pin: '700034',
        lat: 22.4989,
        long: 88.3115,
        landmarks: ['Behala Chowrasta', 'Behala Tram Depot', 'Behala Flying Club'],
        transit: 'Behala Chowrasta bus stop',
      },
    ],
  },
  {
    state: 'DL',
    city: 'New Delhi',
    pinPrefix: '11',
    street: (n) => `Gali No. ${n}`,
    localities: [
      {
        name: 'Laxmi Nagar',
        weight: 2,
        pin: '110092',
        lat: 28.6304,
        long: 77.2773,
        landmarks: ['Laxmi Nagar Metro Station', 'Vikas Marg Market', 'V3S Mall'],
        transit: 'Laxmi Nagar Metro Station',
      },
      {
        name: 'Mukherjee Nagar',
        weight: 2,
        pin: '110009',
        lat: 28.7067,
        long: 77.2105,
        landmarks: ['Batra Cinema', 'GTB Nagar Metro Station', 'Signature View Apartments'],
        transit: 'GTB Nagar Metro Station',
      },
      {
        name: 'Saket',
        pin: '110017',
        lat: 28.5245,
        long: 77.2066,
        landmarks: ['Select Citywalk', 'Max Hospital Saket', 'Saket Metro Station'],
        transit: 'Saket Metro Station',
      },
      {
        name: 'Karol Bagh',
        pin: '110005',
        lat: 28.6519,
        long: 77.1909,
        landmarks: ['Ajmal Khan Road', 'Gaffar Market', 'Karol Bagh Metro Station'],
        transit: 'Karol Bagh Metro Station',
      },
      {
        name: 'Rajouri Garden',
        pin: '110027',
        lat: 28.6415,
        long: 77.1209,
        landmarks: ['Rajouri Garden Metro Station', 'Rajouri Garden Main Market', 'Pacific Mall'],
        transit: 'Rajouri Garden Metro Station',
      },
      {
        name: 'Kamla Nagar',
        pin: '110007',
        lat: 28.6815,
        long: 77.2048,
        landmarks: ['Delhi University North Campus', 'Kamla Nagar Market', 'Hindu College'],
        transit: 'Vishwavidyalaya Metro Station',
      },
    ],
  },
  {
    state: 'TG',
    city: 'Hyderabad',
    pinPrefix: '50',
    street: (n) => `Road No. ${n}`,
    localities: [
      {
        name: 'Gachibowli',
        weight: 2,
        pin: '500032',
        lat: 17.4401,
        long: 78.3489,
        landmarks: ['DLF Cyber City', 'Gachibowli Stadium', 'Indian School of Business'],
        transit: 'Gachibowli bus stop',
      },
      {
        name: 'Madhapur',
        weight: 2,
        pin: '500081',
        lat: 17.4483,
        long: 78.3915,
        landmarks: ['Hitec City', 'Inorbit Mall', 'Shilparamam'],
        transit: 'Hitec City Metro Station',
      },
      {
        name: 'Ameerpet',
        pin: '500016',
        lat: 17.4375,
        long: 78.4483,
        landmarks: ['Ameerpet Metro Station', 'Mythrivanam', 'Aditya Enclave'],
        transit: 'Ameerpet Metro Station',
      },
      {
        name: 'Kukatpally',
        pin: '500072',
        lat: 17.4849,
        long: 78.4138,
        landmarks: ['JNTU Hyderabad', 'Forum Sujana Mall', 'KPHB Colony'],
        transit: 'KPHB Colony Metro Station',
      },
      {
        name: 'Kondapur',
        pin: '500084',
        lat: 17.4696,
        long: 78.3576,
        landmarks: ['Botanical Garden', 'Sarath City Capital Mall', 'Kondapur RTO'],
        transit: 'Kondapur bus stop',
      },
      {
        name: 'Begumpet',
        pin: '500016',
        lat: 17.4447,
        long: 78.4664,
        landmarks: ['Begumpet Airport', 'Begumpet Railway Station', 'Prakash Nagar Metro Station'],
        transit: 'Begumpet Railway Station',
      },
    ],
  },
  {
    state: 'TN',
    city: 'Chennai',
    pinPrefix: '60',
    street: (n) => `${ordinal(n)} Street`,
    localities: [
      {
        name: 'Velachery',
        weight: 2,
        pin: '600042',
        lat: 12.9815,
        long: 80.218,
        landmarks: ['Phoenix MarketCity', 'Velachery Railway Station', 'Vijayanagar Bus Stand'],
        transit: 'Velachery Railway Station',
      },
      {
        name: 'Guindy',
        pin: '600032',
        lat: 13.0067,
        long: 80.2206,
        landmarks: ['Guindy National Park', 'Guindy Industrial Estate', 'Kathipara Junction'],
        transit: 'Guindy Metro Station',
      },
      {
        name: 'T. Nagar',
        pin: '600017',
        lat: 13.0418,
        long: 80.2341,
        landmarks: ['Pondy Bazaar', 'Panagal Park', 'Ranganathan Street'],
        transit: 'T. Nagar bus terminus',
      },
      {
        name: 'Adyar',
        pin: '600020',
        lat: 13.0012,
        long: 80.2565,
        landmarks: ['Theosophical Society', 'Adyar Signal', 'Adyar Cancer Institute'],
        transit: 'Adyar bus depot',
      },
      {
        name: 'Taramani',
        pin: '600113',
        lat: 12.9863,
        long: 80.2432,
        landmarks: ['Tidel Park', 'Asian College of Journalism', 'Taramani Link Road'],
        transit: 'Taramani Railway Station',
      },
      {
        name: 'Anna Nagar',
        pin: '600040',
        lat: 13.085,
        long: 80.2101,
        landmarks: ['Anna Nagar Tower Park', 'VR Chennai Mall', 'Thirumangalam Junction'],
        transit: 'Anna Nagar Tower Metro Station',
      },
    ],
  },
  {
    state: 'RJ',
    city: 'Jaipur',
    pinPrefix: '30',
    street: (n) => `${ordinal(n)} Lane`,
    localities: [
      {
        name: 'Malviya Nagar',
        weight: 2,
        pin: '302017',
        lat: 26.853,
        long: 75.8047,
        landmarks: ['World Trade Park', 'MNIT Gate', 'Gaurav Tower'],
        transit: 'Malviya Nagar bus stop',
      },
      {
        name: 'Vaishali Nagar',
        pin: '302021',
        lat: 26.9115,
        long: 75.7437,
        landmarks: ['Amrapali Circle', 'Vaishali Nagar Market', 'Gandhi Path'],
        transit: 'Amrapali Circle bus stop',
      },
      {
        name: 'Mansarovar',
        pin: '302020',
        lat: 26.8693,
        long: 75.7627,
        landmarks: ['Mansarovar Metro Station', 'City Park Mansarovar', 'Shipra Path'],
        transit: 'Mansarovar Metro Station',
      },
      {
        name: 'Raja Park',
        pin: '302004',
        lat: 26.897,
        long: 75.827,
        landmarks: ['Raja Park Main Market', 'Raja Park Gurudwara', 'Jawahar Nagar Bypass'],
        transit: 'Raja Park bus stop',
      },
      {
        name: 'C-Scheme',
        pin: '302001',
        lat: 26.91,
        long: 75.798,
        landmarks: ['Statue Circle', 'Central Park', 'Ashok Marg'],
        transit: 'Statue Circle bus stop',
      },
    ],
  },
];

/**
 * The order in which a city's listings fill its localities: every locality once, then again those of weight 2
 * or more, and so on; listings take it in turn, so each locality gets its share and none is left empty.
 */
export function localityTurns(city: DemoCity): Locality[] {
  const rounds = Math.max(...city.localities.map((l) => l.weight ?? 1));
  return Array.from({ length: rounds }, (_, round) =>
    city.localities.filter((locality) => (locality.weight ?? 1) > round),
  ).flat();
}
