/**
 * Spec 01 section 9: 568 px slides on a desktop; a phone gets a shorter banner so the search stays in view. One
 * value in @basera/shared, since the shell's loading page for home reserves the same banner.
 */
export { HOME_BANNER_HEIGHT as BANNER_HEIGHT } from '@basera/shared';
