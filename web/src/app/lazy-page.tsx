import { lazy, useState, type ComponentType } from 'react';

export interface LazyPage<Props extends object = object> {
  (props: Props): React.JSX.Element;
  /** Loads the page's code; a page mounted after that renders at once, without a Suspense fallback. */
  preload(): Promise<unknown>;
}

/**
 * A page loaded on demand, like React.lazy, that can also be loaded ahead of its first render. The
 * prerendered pages (`/`, `/shop`, `/checkout`) use it: their HTML is painted before the JavaScript runs,
 * and the app's first render must draw the page again, not a loading spinner in its place.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as ComponentType<Props>));
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
