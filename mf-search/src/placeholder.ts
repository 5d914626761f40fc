/** Shown where a listing has no photo: an inline picture, so it needs no request. */
export const PLACEHOLDER_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"%3E%3Crect width="480" height="320" fill="%23e5e7eb"/%3E%3Cpath d="M160 220l60-70 45 50 35-35 60 55z" fill="%239ca3af"/%3E%3Ccircle cx="300" cy="120" r="22" fill="%239ca3af"/%3E%3C/svg%3E';
