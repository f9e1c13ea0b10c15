import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';

type ChunkBoundaryProps = { fallback: ReactNode; onRetry: () => void; children: ReactNode };

/**
 * Keeps a piece the page can do without (a menu's content, the toasts, the chat badge's rooms)
 * from taking the page down when its code cannot be fetched (offline at first use): it shows the
 * fallback instead, and tries again once the browser is back online.
 */
class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** An optional piece's code, loaded on first render (see `OptionalLazy`). */
export type OptionalChunk<P extends object> = {
  load: () => Promise<{ default: ComponentType<P> }>;
  component: LazyExoticComponent<ComponentType<P>>;
};

export function optionalChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): OptionalChunk<P> {
  return { load, component: lazy(load) };
}

/**
 * Renders an optional chunk's component with `props`: the `fallback` shows while its code loads
 * and if that fails, so a missing piece never throws into the route's error page. A failed load
 * is tried again when the connection returns (React keeps a failed `lazy` failed: a fresh one is
 * made).
 */
export function OptionalLazy<P extends object>({
  chunk,
  props,
  fallback,
}: {
  chunk: OptionalChunk<P>;
  props: P;
  fallback: ReactNode;
}) {
  const Current = chunk.component;
  return (
    <ChunkBoundary
      fallback={fallback}
      onRetry={() => {
        chunk.component = lazy(chunk.load);
      }}
    >
      <Suspense fallback={fallback}>
        <Current {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
