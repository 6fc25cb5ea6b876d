/**
 * The only script a page the server rendered asks for before its first screen is painted (decision 077),
 * in place of the app's entry: a build entry of its own that imports nothing from the app. Once the browser reports
 * the screen's largest paint, it asks for the app's entry and the screen's chunks, which the server lists
 * in `#app-code`; asked for earlier, they would share the phone's connection with that paint.
 * From its start to the page's end it also shows each picture as it nears the screen (decision 175); a page the
 * browser draws asks for this script from its entry (main.tsx) for that.
 */
import { showPicturesNearScreen } from './lib/near-screen.ts';

interface AppCode {
  entry: string;
  preload: string[];
}

function startApp() {
  const listed = document.getElementById('app-code')?.textContent;
  if (!listed) return;
  const code = JSON.parse(listed) as AppCode;
  for (const href of code.preload)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: code.entry }));
}

/** After `load`, the longest the app waits for a paint the browser may never report (a picture it does not count as painted). */
const LAST_RESORT_MS = 3_000;

/** Whether any part of an element is inside the window (a picture out of it is never painted). */
function inWindow(element: Element): boolean {
  const r = element.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
}

/**
 * Calls `run` once the first screen's largest paint is on screen: the browser reports the page's priority
 * picture (`fetchpriority="high"`, marked for Element Timing) painted, or, for a page without one, its
 * first largest paint. The backstop, after `load` and the first paint: a picture that cannot be painted
 * (broken, or outside the window), or a browser that reports neither. The paths above use no timer (a
 * page's clock may be stopped: the journeys stop it); one timer after `load` is the last resort, since a
 * page whose app never starts stays inert for good.
 */
function afterLargestPaint(run: () => void) {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const observers: PerformanceObserver[] = [];
  let done = false;
  let loaded = false;
  let painted = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const observer of observers) observer.disconnect();
    run();
  };
  const watch = (type: string, seen: (entries: PerformanceEntryList) => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
    const observer = new PerformanceObserver((list) => seen(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push(observer);
    return true;
  };
  // The picture's own paint, whether or not it is the largest (a heading can be larger on a wide screen).
  const pictureReported =
    picture !== null &&
    watch('element', (entries) => {
      if (entries.some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === picture)) go();
    });
  watch('largest-contentful-paint', (entries) => {
    if ((entries as LargestContentfulPaint[]).some((entry) => !picture || entry.element === picture)) go();
  });
  const backstop = () => {
    if (!loaded || !painted) return;
    if (!picture) go();
    else void picture.decode().then(() => (!pictureReported || !inWindow(picture) ? go() : undefined), go);
  };
  // A background tab paints nothing until it is shown.
  painted =
    !watch('paint', (entries) => {
      painted ||= entries.length > 0;
      backstop();
    }) || document.visibilityState === 'hidden';
  const onLoad = () => {
    loaded = true;
    backstop();
    setTimeout(go, LAST_RESORT_MS);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

showPicturesNearScreen();
afterLargestPaint(startApp);
