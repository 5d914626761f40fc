import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  type Attributes,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { boundaryCaught } from '../client-errors';
import type { ExposedModule, PropsOf } from '../contracts';
import { ChunkBoundary } from '../lazy';

export const UNAVAILABLE_TEXT = 'This section is temporarily unavailable';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** A ChunkBoundary that also hands what it caught to the page's handler (reported; the shell's reloads once for a chunk missing after a deploy). */
class ReportingBoundary extends ChunkBoundary {
  override componentDidCatch(error: Error, info: ErrorInfo) {
    super.componentDidCatch(error, info);
    boundaryCaught(error);
  }
}

/**
 * Catches a remote that fails to load or throws while rendering, so the rest of the page keeps working: a
 * ChunkBoundary whose fallback says so with Retry. It also retries by itself when the network comes back, and
 * reports what it caught (client-errors.ts).
 */
export function RemoteErrorBoundary({ onRetry, children }: BoundaryProps) {
  return (
    <ReportingBoundary onRetry={onRetry} fallback={(retry) => <SectionUnavailable onRetry={retry} />}>
      {children}
    </ReportingBoundary>
  );
}

function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h3" component="p" gutterBottom>
        {UNAVAILABLE_TEXT}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Please check your connection and try again.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}

/** A section's place while its remote loads: `minHeight` reserved, so the page around it does not move. */
export function SectionLoading({ minHeight = 320 }: { minHeight?: number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** Loads an exposed module ('mf_search/SearchBox') and resolves to its default export; rejects when its remote is down. */
export type RemoteLoader = <M extends ExposedModule>(module: M) => Promise<ComponentType<PropsOf<M>>>;

let remoteLoader: RemoteLoader = async (module) => {
  throw new Error(`No remote loader: ${module} cannot load outside the shell`);
};

/**
 * The shell owns the federation runtime and plugs its loader in here at start-up. Remotes mount each other's
 * exposed modules (mf-content shows mf-search's SearchBox) through this one singleton, never with a runtime
 * of their own.
 */
export function setRemoteLoader(loader: RemoteLoader) {
  remoteLoader = loader;
  cache.clear();
}

// A rejected lazy() stays rejected, so each retry builds a fresh one; successful loads are reused.
const cache = new Map<ExposedModule, ComponentType<never>>();
function lazyRemote<M extends ExposedModule>(module: M): ComponentType<PropsOf<M>> {
  const cached = cache.get(module);
  if (cached) return cached as ComponentType<PropsOf<M>>;
  const component = lazy(async () => {
    try {
      return { default: await remoteLoader(module) };
    } catch (error) {
      cache.delete(module);
      throw error;
    }
  });
  cache.set(module, component as ComponentType<never>);
  return component as ComponentType<PropsOf<M>>;
}

/** Props of a mount: `props` may be left out only where the module needs none. */
export type RemoteSectionProps<M extends ExposedModule> = {
  module: M;
  fallback?: ReactNode;
} & (Record<never, never> extends PropsOf<M> ? { props?: PropsOf<M> } : { props: PropsOf<M> });

/** Mounts an exposed module of a remote with a loading state and the Retry fallback. */
export function RemoteSection<M extends ExposedModule>({ module, props, fallback }: RemoteSectionProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemote(module);
  return (
    <RemoteErrorBoundary key={`${module}/${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback ?? <SectionLoading />}>
        <Page {...((props ?? {}) as PropsOf<M> & Attributes)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
