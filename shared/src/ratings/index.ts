// Reviews as every app shows them (`@basera/shared/ratings`): the rating badge of cards and the detail heading,
// one review's card, the category bars. Like `@basera/shared/enquiries`, not a federation singleton: each app
// that shows reviews bundles its own copy (a few KB), so nothing here keeps state. MUI from `@basera/shared/ui`
// only, no icon: the stars are text. The words are RATING_MESSAGES (rules/ratings.ts).
export { CategoryBars } from './CategoryBars';
export { RatingBadge, type RatingBadgeProps } from './RatingBadge';
export { ReviewCard, type ReviewCardProps } from './ReviewCard';
export { STAR_COLOR, Stars } from './Stars';
