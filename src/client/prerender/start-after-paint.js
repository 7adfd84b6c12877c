/**
 * The one script a pre-rendered page asks for before its first paint (issue 15). The page's HTML
 * already shows its first screen, so the app's modules (listed in `data-modules`, the entry first)
 * are asked for only once that screen has painted: on a slow phone connection they no longer
 * compete with the style sheet and the fonts. A deferred classic script, so `currentScript` names
 * it; the build copies it into /assets/ under a name made from its content
 * (scripts/lib/prerender.mjs). A tab opened in the background, which paints nothing, starts the
 * app after three seconds all the same.
 */
(() => {
  // Chromium may offer to install the app before the app's scripts have come: the offer is kept
  // for them (pwa/install-offer.ts), instead of its mini-infobar.
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      window.ccEarlyInstallOffer = event;
    },
    { once: true },
  );
  const modules = (document.currentScript?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  let isStarted = false;
  const add = (href, index) => {
    const element = document.createElement(index === 0 ? 'script' : 'link');
    if (index === 0) {
      element.type = 'module';
      element.src = href;
    } else {
      element.rel = 'modulepreload';
      element.href = href;
    }
    element.crossOrigin = '';
    document.head.append(element);
  };
  // Each element costs the main thread a request's set-up (2-3 ms on a phone, more while the page
  // still lays itself out): the entry first, then each of the rest in a task of its own, so thirty
  // of them are not one long task. The timers are all set from this one task, so none is delayed
  // by the browser's clamp on nested timers.
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    add(modules[0], 0);
    for (let index = 1; index < modules.length; index++) setTimeout(() => add(modules[index], index), 0);
  };
  // After the first contentful paint: text waits for its font a moment, so a frame that has passed
  // is not yet a page that has painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    afterPaint();
    setTimeout(start, 1000);
  }
})();
