import { toast } from '@basera/shared';
import type { PublishableContent } from '@basera/shared/schemas';
import { useState } from 'react';
import { setPublished } from '../api/setPublished';
import type { OrderedItem } from '../api/types';
import { toastFailure } from './failure';

/** The new positions after moving `items[index]` one place up (-1) or down (+1): only the ones that change. */
export function reorder(
  items: OrderedItem[],
  index: number,
  step: -1 | 1,
): Array<[id: number, position: number]> {
  const other = index + step;
  const a = items[index];
  const b = items[other];
  if (!a || !b) return [];
  // Distinct positions: the two swap theirs.
  if (a.position !== b.position)
    return [
      [a.id, b.position],
      [b.id, a.position],
    ];
  // Equal positions (ordered by id): the page is numbered afresh from its lowest position, in the new order.
  const order = [...items];
  order[index] = b;
  order[other] = a;
  const base = Math.min(...items.map((item) => item.position));
  return order
    .map((item, at): [number, number] => [item.id, base + at])
    .filter(([id, position]) => items.find((item) => item.id === id)?.position !== position);
}

/**
 * Move up / down, show / hide and delete for the ordered lists (FAQs, slides, testimonials). Each action says
 * "Please wait..." on its row's button, toasts the answer, and reads the list again.
 */
export function useOrderedActions({
  kind,
  noun,
  update,
  remove,
  refresh,
}: {
  kind: Exclude<PublishableContent, 'blogs'>;
  /** "FAQ", "Slide", "Testimonial". */
  noun: string;
  update: (id: number, input: { position: number }) => Promise<unknown>;
  remove: (id: number) => Promise<{ message?: string }>;
  refresh: () => unknown;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, work: () => Promise<void>) => {
    setBusy(id);
    try {
      await work();
      return true;
    } catch (error) {
      return toastFailure(error);
    } finally {
      await refresh();
      setBusy(null);
    }
  };
  return {
    busy,
    move: (items: OrderedItem[], index: number, step: -1 | 1) =>
      run(items[index]!.id, async () => {
        for (const [id, position] of reorder(items, index, step)) await update(id, { position });
        toast.success(step < 0 ? 'Moved up' : 'Moved down');
      }),
    toggle: (item: OrderedItem) =>
      run(item.id, async () => {
        const answer = await setPublished(kind, item.id, !item.active);
        toast.success(answer.message || `${noun} ${item.active ? 'unpublished' : 'published'}`);
      }),
    remove: (item: OrderedItem) =>
      run(item.id, async () => {
        const answer = await remove(item.id);
        toast.success(answer.message || `${noun} deleted`);
      }),
  };
}
