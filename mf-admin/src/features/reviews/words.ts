// The console's words for review moderation that RATING_MESSAGES does not have yet (asked of the lead in
// requests.md); the page switches to RATING_MESSAGES when they land and this file goes.
export const W = {
  hiddenReviewsTitle: 'Hidden reviews',
  hiddenReviewsEmpty: 'No hidden reviews.',
  hiddenReviewsLoadFailed: 'We could not load the hidden reviews.',
  hiddenCount: (n: number) => (n === 1 ? '1 hidden review' : `${n} hidden reviews`),
  onReview: 'on a review',
  hideTitle: 'Hide this review?',
  hideText:
    "It leaves the listing's page and its rating at once; its author still sees it, with your reason. The report is closed as actioned.",
  hideHint: 'The author reads this (3 to 500 characters).',
  unhideTitle: 'Show this review again?',
  unhideText: "It returns to the listing's page and counts in its rating again.",
  hiddenAt: (when: string) => `Hidden ${when}`,
  writtenBy: 'Written by',
} as const;
