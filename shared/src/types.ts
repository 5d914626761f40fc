import type { ListingType } from './vocabulary';

/** The two kinds of registered user. The interface calls a Customer "Search User". */
export type UserType = 'Customer' | 'Lister';

export interface User {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  created_at: string;
  avatar_url?: string | null;
}

export type FieldErrors = Record<string, string[]>;

export interface GeneralSettings {
  about: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  address: string | null;
  contact_number: string | null;
  email: string | null;
}

export type ModalMode = 'login' | 'post';

/** A listing as the API returns it (spec 02 section 3). */
export interface Listing {
  id: number;
  propty_id: number;
  listing_id: string;
  property_type: ListingType;
  accommodation_name: string;
  state_name: string;
  city_name: string;
  locality: string;
  address_line_1: string;
  address_line_2: string | null;
  landmark: string | null;
  postal_code: string | null;
  contact_no_1: string;
  contact_no_2: string | null;
  lat: number | null;
  long: number | null;
  accommodation_gender: string;
  accommodation_occupation: string | null;
  minimum_age: number | null;
  room_sharing_status: string | null;
  room_air_conditioning_status: string | null;
  room_occupation_status: string | null;
  total_rooms_ac: number;
  total_rooms_non_ac: number;
  total_rooms_with_cooler: number;
  monthly_charge_min: number | null;
  price_with_food: string | null;
  food_served: string | null;
  affiliated: string | null;
  affiliation_details: string | null;
  pg_description: string | null;
  video_link: string | null;
  photo: string | null;
  gallery: string[];
  amenities: Array<{ id: number; amenities_name: string; image: string }>;
  facilities: Array<{ id: number; facilities_name: string; image: string }>;
  post_created_at: string;
  is_wishlisted: boolean;
  [field: string]: unknown;
}

/** A page of listings with the base addresses of their pictures. */
export interface ListingPage {
  status: boolean;
  data: Listing[];
  /** Matches, counted up to 1000; `more` says there are more than that. */
  total: number;
  more?: boolean;
  page: number;
  per_page: number;
  photoPath: string;
  galleryPaths: string;
  message?: string;
}
