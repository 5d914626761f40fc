// Sizes the shell's frame and the pages inside it agree on, so that nothing moves while remotes and data load.

/** The shell's header bar (px): its toolbar, and the placeholder that keeps the page still when the bar sticks. */
export const HEADER_HEIGHT = 64;

/**
 * The least height of the page area under the header: the rest of the viewport. The footer starts below the fold
 * until a page is taller, so it never shows half-way up the screen and then drops when the page arrives.
 */
export const PAGE_MIN_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;

/**
 * The home banner's height (spec 01 section 9: 568 px slides on a desktop; shorter on phones so the search box
 * stays in view). The slider, its loading frame and the shell's loading page for home all use it.
 */
export const HOME_BANNER_HEIGHT = { xs: 320, sm: 420, md: 568 };

/** How tall PageHeader is with a one-line title (measured): what a loading page reserves for it. */
export const PAGE_HEADER_HEIGHT = { xs: 129, md: 191 };

/** A card's cell in a grid of cards (the blog): three a row from lg, two from sm, one on phones. */
export const CARD_GRID_CELL = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * The results page's bars on a phone (px): the search summary and the Filters panel's closed bar. With the count
 * row (a small field's 40 px) they put the first result's photo at a known place, where index.html paints it.
 */
export const RESULTS_BAR_HEIGHT = 48;

/**
 * A city or locality page's facts under its title band (px): on a phone one fact a line ("4 Room Sharing
 * listings · Rs. 4,200 – Rs. 13,100 a month" is wider than 360 px), from sm one line.
 */
export const LANDING_FACTS_HEIGHT = { xs: 48, sm: 32 } as const;
