/** Spec 01 section 9: 568 px slides on a desktop; a phone gets a shorter banner so the search stays in view. */
export const BANNER_HEIGHT = { xs: 320, sm: 420, md: 568 };
