import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

// What a seeker has typed into a review and not posted yet, kept in sessionStorage per account and listing: a
// phone that loses the network mid-form, a reload or a remount loses nothing. Posting forgets it, and so does
// typing back the saved review. sessionStorage ends with the tab, so a shared computer keeps no one's text.

/** The form's values: stars unset are null until chosen, "Would you recommend it?" null until answered. */
export interface ReviewFormValues {
  rating: number | null;
  food: number | null;
  cleanliness: number | null;
  safety: number | null;
  owner: number | null;
  body: string;
  recommend: boolean | null;
}

export const EMPTY_REVIEW: ReviewFormValues = {
  rating: null,
  food: null,
  cleanliness: null,
  safety: null,
  owner: null,
  body: '',
  recommend: null,
};

export const reviewDraftKey = (userId: number, propertyId: number) =>
  `basera.reviewDraft:${userId}:${propertyId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const stars = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;

/** The kept draft over `saved`, field by field and only with values of the right kind; null when there is none. */
export function readReviewDraft(key: string, saved: ReviewFormValues): ReviewFormValues | null {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (!draft || typeof draft !== 'object') return null;
    return {
      rating: 'rating' in draft ? stars(draft.rating) : saved.rating,
      food: 'food' in draft ? stars(draft.food) : saved.food,
      cleanliness: 'cleanliness' in draft ? stars(draft.cleanliness) : saved.cleanliness,
      safety: 'safety' in draft ? stars(draft.safety) : saved.safety,
      owner: 'owner' in draft ? stars(draft.owner) : saved.owner,
      body: typeof draft.body === 'string' ? draft.body : saved.body,
      recommend: typeof draft.recommend === 'boolean' ? draft.recommend : saved.recommend,
    };
  } catch {
    return null;
  }
}

export function forgetReviewDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

const same = (a: ReviewFormValues, b: ReviewFormValues) =>
  (Object.keys(EMPTY_REVIEW) as Array<keyof ReviewFormValues>).every((name) => a[name] === b[name]);

/**
 * The values to open the form with (read once): the draft over the saved review, and whether a draft that
 * differs from it was found (the page then says it kept what was typed).
 */
export function useReviewDraft(key: string, saved: ReviewFormValues) {
  const [start] = useState(() => {
    const draft = readReviewDraft(key, saved);
    if (!draft || same(draft, saved)) {
      forgetReviewDraft(key);
      return { values: saved, restored: false };
    }
    return { values: draft, restored: true };
  });
  return start;
}

/** Writes each change of the form to the draft, or forgets it when the form is back to the saved values. */
export function useKeepReviewDraft(
  key: string,
  form: UseFormReturn<ReviewFormValues>,
  saved: ReviewFormValues,
) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const current = { ...EMPTY_REVIEW, ...values } as ReviewFormValues;
      if (same(current, saved)) return forgetReviewDraft(key);
      try {
        storage()?.setItem(key, JSON.stringify(current));
      } catch {
        // Full or unavailable storage: the form still works, only without the draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key, saved]);
}
