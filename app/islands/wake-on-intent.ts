// The one script of a lean page (lean-page.server.ts writes this function's source into the page, so it
// must use nothing from outside itself). It hydrates the page the first time a visitor reaches for one of its
// interactive parts, and only then:
// - Intent (pointing at, touching or focusing a button, a form field or the Login link) starts React
//   Router's imports, as its own script would at start-up; <html data-hydrated> marks the end (root.tsx).
// - A press that comes before that (a click on a button or on Login, a form sent with Enter, the down or up
//   arrow on a menu button) is held and done again once the page has hydrated, so nothing a visitor does is
//   lost. Should the scripts fail to load, a held link is followed and a held form sent by the browser, as
//   without JavaScript.
// - Back or Forward within the document before that loads the page of the new address.
// - Roboto's style sheet is added after the page has loaded and painted, as the hydrated root does on other
//   pages (root.tsx), so fonts behave the same on every page.
// window.__wakeLeanPage does what a visitor's first reach does (the browser tests use it to get straight to
// the hydrated page).

declare global {
  interface Window {
    __wakeLeanPage?: () => void;
  }
}

export function wakeOnIntent(start: () => Promise<unknown>, fontsHref: string): void {
  const html = document.documentElement;
  const REACH = 'button,input,select,textarea,summary,form,[role="button"],a[href="/loginPage"]';
  const PRESS = 'button,[role="button"],a[href="/loginPage"],input[type="submit"]';
  const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
  let state = 'asleep';
  const held: { element: Element; again: () => void; natively: () => void }[] = [];
  // <html data-hydrated> comes with the shell: a part inside a <Suspense> boundary still waiting (for MUI's
  // theme, say) is hydrated a little later. React gives an element its props (a "__reactProps$…" key) when it
  // hydrates it: a held press is done again once its element has them (or after 5 s, whatever happens).
  const whenLive = (element: Element, again: () => void, tries = 100) => {
    if (tries <= 0 || Object.keys(element).some((key) => key.startsWith('__reactProps$'))) again();
    else setTimeout(() => whenLive(element, again, tries - 1), 50);
  };

  const stopHolding = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    removeEventListener('keydown', onKeyDown, true);
  };
  const wake = () => {
    if (state !== 'asleep') return;
    state = 'waking';
    for (const type of REACH_EVENTS) removeEventListener(type, onReach, true);
    const done = () => {
      state = 'awake';
      stopHolding();
      for (const action of held.splice(0)) whenLive(action.element, action.again);
    };
    if (html.hasAttribute('data-hydrated')) done();
    else
      new MutationObserver((_, observer) => {
        if (!html.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        done();
      }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
    start().catch((error: unknown) => {
      state = 'failed';
      stopHolding();
      for (const action of held.splice(0)) action.natively();
      console.error('The page could not load its scripts:', error);
    });
  };
  const hold = (event: Event, element: Element, again: () => void, natively: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, again, natively });
    wake();
  };

  // The carousels' own buttons (app/islands/motion.ts runs them without React) wake nothing.
  const wakes = (element: Element | null) => !!element && !element.matches('[data-motion-control]');
  const onReach = (event: Event) => {
    if (event.target instanceof Element && wakes(event.target.closest(REACH))) wake();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESS) : null;
    if (!(target instanceof HTMLElement) || !wakes(target)) return;
    hold(
      event,
      target,
      () => target.click(),
      () => {
        if (target instanceof HTMLAnchorElement) location.assign(target.href);
        else if ((target instanceof HTMLButtonElement || target instanceof HTMLInputElement) && target.form)
          target.form.requestSubmit(target.type === 'submit' ? target : null);
      },
    );
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter;
    const send = () => form.requestSubmit(submitter);
    hold(event, form, send, send);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[aria-haspopup]') : null;
    if (!target || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const key = event.key;
    hold(
      event,
      target,
      () => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
      () => {},
    );
  };

  for (const type of REACH_EVENTS) addEventListener(type, onReach, { capture: true, passive: true });
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  addEventListener('keydown', onKeyDown, true);
  window.__wakeLeanPage = wake;
  // Back or Forward to another entry of this same document (one an earlier, hydrated visit pushed, such as a
  // Read More's address: a reload keeps those entries in the reloaded document) changes only the address,
  // and no router is there yet to show its page: load it.
  addEventListener('popstate', () => {
    if (state !== 'awake') location.reload();
  });

  // Fonts after the load event and the first paint (on a fast connection the load event can come first).
  let loaded = document.readyState === 'complete';
  let painted = !PerformanceObserver.supportedEntryTypes?.includes('paint');
  const addFonts = () => {
    if (!loaded || !painted || document.querySelector('link[data-fonts]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontsHref;
    link.dataset.fonts = '';
    document.head.append(link);
  };
  if (!painted)
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted = true;
      addFonts();
    }).observe({ type: 'paint', buffered: true });
  if (!loaded)
    addEventListener(
      'load',
      () => {
        loaded = true;
        addFonts();
      },
      { once: true },
    );
  addFonts();
}
