import { type ExposedModule, type PropsOf, RemoteErrorBoundary, toast } from '@basera/shared';
import {
  type ComponentType,
  type Ref,
  startTransition,
  useCallback,
  useImperativeHandle,
  useState,
} from 'react';
import { loadRemoteComponent } from './remotes';

/**
 * Loads a remote's modal only when it is first needed (so a first visit does not download keyword search
 * code). When the remote is down the user gets a toast and the page keeps working.
 */
function useRemoteModal<M extends ExposedModule>(module: M, unavailableText: string) {
  const [Modal, setModal] = useState<ComponentType<PropsOf<M>> | null>(null);
  const load = useCallback(async (): Promise<boolean> => {
    if (Modal) return true;
    try {
      const component = await loadRemoteComponent(module);
      setModal(() => component);
      return true;
    } catch (error) {
      console.error(`${module} failed to load`, error);
      toast.error(unavailableText);
      return false;
    }
  }, [Modal, module, unavailableText]);
  /**
   * Mounts the modal, closed, once its code is here (no toast: nobody asked for it yet). A transition: the
   * render of the app around it yields to the browser every few milliseconds, so this idle work is no long task
   * that a tap would wait behind (it was one of 190 ms at a 4x slower CPU).
   */
  const warm = useCallback(() => {
    loadRemoteComponent(module).then(
      (component) =>
        startTransition(() => setModal((current: ComponentType<PropsOf<M>> | null) => current ?? component)),
      () => undefined,
    );
  }, [module]);
  return { Modal, load, warm };
}

/** What the header and the idle prefetch can do with the keyword box (KeywordSearchHost's handle). */
export interface KeywordSearchHandle {
  /** Opens the box (loading its code first if it is not here yet). */
  open: () => void;
  /** Mounts the box closed once its code is here. */
  warm: () => void;
}

/**
 * mf-search's keyword modal, loaded on the first click of the header button (or warmed at idle). Its open state
 * lives here, not in the layout: opening the box re-renders the box alone, not the header and the page under it
 * (at a phone's 4x slower CPU that re-render was most of the tap's time on Slow 3G).
 */
export function KeywordSearchHost({ ref }: { ref: Ref<KeywordSearchHandle> }) {
  const [open, setOpen] = useState(false);
  const { Modal, load, warm } = useRemoteModal(
    'mf_search/KeywordSearchModal',
    'Keyword search is temporarily unavailable. Please try again shortly.',
  );
  useImperativeHandle(
    ref,
    () => ({
      open: () => {
        void load().then((ok) => ok && setOpen(true));
      },
      warm,
    }),
    [load, warm],
  );
  return Modal ? (
    <RemoteErrorBoundary onRetry={() => setOpen(false)}>
      <Modal open={open} onClose={() => setOpen(false)} />
    </RemoteErrorBoundary>
  ) : null;
}
