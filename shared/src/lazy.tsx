import {
  Component,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
} from 'react';
import { onReconnect, retryWhenOnline } from './online';

// How many retries were asked for (a boundary's Retry, a reconnect). A part that failed before the latest one
// downloads again on its next render; React's own second render right after an error is no retry (a part that
// always fails would otherwise be asked for again and again).
let retries = 0;

/** Lets every lazy part that has failed so far download again when next rendered. */
export function retryFailedChunks(): void {
  retries += 1;
}

/**
 * `load`, run once and its promise shared by every caller, until it fails: a failed download (offline, say) is
 * tried again on the next call instead of failing for good. For code fetched ahead of need, such as a form's
 * check, that a later call waits for.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

/**
 * React.lazy for a chunk that may fail to download: offline it waits for the network and loads then (the
 * Suspense fallback stays meanwhile); a failure online rejects to the nearest boundary (ChunkBoundary), and the
 * first render after a retry downloads again (a plain React.lazy stays rejected for good).
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React.lazy itself has (any component, props inferred)
export function lazyWithRetry<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> {
  let failedBefore: number | null = null;
  const make = () =>
    lazy(() =>
      retryWhenOnline(load).catch((error: unknown) => {
        failedBefore = retries;
        throw error;
      }),
    );
  let current = make();
  function LazyWithRetry(props: ComponentProps<C>) {
    if (failedBefore !== null && retries > failedBefore) {
      failedBefore = null;
      current = make();
    }
    const Loaded = current as ComponentType<ComponentProps<C>>;
    return <Loaded {...props} />;
  }
  return LazyWithRetry;
}

interface ChunkBoundaryProps {
  children: ReactNode;
  /** What shows in place of the part that could not load (nothing by default); `retry` renders it again. */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** Called on each retry (Retry or a reconnect), before the part renders again. */
  onRetry?: () => void;
}

/**
 * Keeps a part of the page that failed to load (a lazy chunk, a remote module) from unmounting the page around
 * it: shows `fallback` there instead, and renders the part again when the network comes back.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private cancel: (() => void) | null = null;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A part of the page could not load', error, info.componentStack);
    this.cancel?.();
    this.cancel = onReconnect(this.retry);
  }

  override componentWillUnmount() {
    this.cancel?.();
  }

  retry = () => {
    this.cancel?.();
    this.cancel = null;
    retryFailedChunks();
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback = null } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
