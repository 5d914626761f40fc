/**
 * A result card's photo: 16:9 on phones and small tablets (a shorter card: the photo and the facts to judge the
 * place fit in one screen), 3:2 beside the facts from md. index.html paints the first one in the same box on
 * phones (shared/build/index.html's .boot-results .boot-slot), and the loading frames keep it
 * (ListingCardSkeleton, @basera/shared's ResultsPageFrame).
 */
export const CARD_PHOTO_RATIO = { xs: '16 / 9', md: '3 / 2' } as const;
