import { Suspense, useEffect, useState, type ReactNode } from "react";
import { usePreloadOnIntent } from "../lib/use-preload-on-intent.ts";

/**
 * A part of the layout that shows nothing until it is first wanted (a popup,
 * a dialog): its code is a lazy chunk outside the page's first load, fetched
 * once the page is idle or someone points or tabs at it (`load`, the same
 * import() its lazy component uses), mounted the first time `wanted` is true
 * and kept mounted after, so it opens and closes as it did when it was
 * always there.
 */
export function LazyLayoutPart(props: { wanted: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  usePreloadOnIntent(props.load);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (props.wanted) setMounted(true);
  }, [props.wanted]);
  if (!mounted) return null;
  return <Suspense fallback={null}>{props.children}</Suspense>;
}
