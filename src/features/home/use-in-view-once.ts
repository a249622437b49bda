import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True from the first time the element scrolls into view. Without IntersectionObserver (jsdom,
 * old browsers) `supported` turns false and `inView` true once mounted; the server's HTML and
 * the first render in the browser assume support, so hydration matches.
 */
// Whether the browser has IntersectionObserver does not change while the page is open.
const unchanging = () => () => undefined;
const observerSupported = () => typeof IntersectionObserver === 'function';
const assumeSupport = () => true;

export function useInViewOnce(threshold = 0.3) {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  const supported = useSyncExternalStore(unchanging, observerSupported, assumeSupport);

  useEffect(() => {
    if (!supported || !element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [supported, element, seen, threshold]);

  return { ref: setElement, inView: !supported || seen, supported };
}
