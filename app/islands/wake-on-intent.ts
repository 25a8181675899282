// The one script of a lean page (lean-page.server.ts writes this function's source into the page, so it
// must use nothing from outside itself). It hydrates the page the first time a visitor reaches for one of its
// interactive parts, and only then:
// - Intent (pointing at, touching or focusing a button, a form field or the Login link) starts React
//   Router's imports, as its own script would at start-up; <html data-hydrated> marks the end (root.tsx).
// - A press that comes before that (a click on a button, on Login or on a link that opens a dialog, a form
//   sent with Enter, the down or up arrow on a menu button) is held and done again once the page has
//   hydrated, so nothing a visitor does is lost. Text typed into a field before then is handed to React once
//   it has hydrated the field (retell). Should the scripts fail to load, a held link is followed and a held
//   form sent by the browser, as without JavaScript.
// - Back or Forward within the document before that loads the page of the new address.
// - A browser where staff are signed in (localStorage isLoggedIn) wakes at once, for the header's avatar.
// - A second press of a control already held is not held again (an impatient double tap on a like heart
//   would undo the like); <html data-waking> shows that a press waits (lean-page.server.ts, WAKING_CUE).
// - A marquee's Play/Pause stops or starts its strip at once (WCAG 2.2.2); React hears of it at the wake-up.
// - <html data-awake> marks the moment every button and field is React's (presses are no longer held).
// - The whole style sheets replace the page's used rules at the wake-up (server/first-view-css.ts).
// - Lazy pictures are asked for only once the first screen's main pictures have been drawn (or sooner: a
//   scroll, a reach, the wake-up; 3 s at most), and Roboto's files after that, once the page has loaded and
//   its largest paint has settled: into the cache only, for the pages that follow (lean-page.server.ts,
//   LeanFonts; the hydrated root applies fonts.css on the pages that are not lean: root.tsx).
// window.__wakeLeanPage does what a visitor's first reach does (the browser tests use it to get straight to
// the hydrated page).

/** What localStorage notes once Roboto's Latin files are in the cache (its value: the fonts' key). */
export const FONTS_CACHED = 'bs-fonts';

declare global {
  interface Window {
    __wakeLeanPage?: () => void;
    /** The page's whole style sheets, loaded (or failed): what hydration waits for (lean-page.server.ts). */
    __wholeStyles?: Promise<unknown>;
  }
}

export function wakeOnIntent(
  start: () => Promise<unknown>,
  fonts: { note: string; key: string; files: string[] },
): void {
  const html = document.documentElement;
  // Links that do something else once hydrated: Login (a dialog over the page), and a link that says it opens
  // a dialog (Read More on the blog list, a gallery's picture: without scripts, the post's page or the file).
  const SCRIPTED_LINK = 'a[href="/loginPage"],a[aria-haspopup="dialog"]';
  const REACH = `button,input,select,textarea,summary,form,[role="button"],${SCRIPTED_LINK}`;
  const PRESS = `button,[role="button"],input[type="submit"],${SCRIPTED_LINK}`;
  const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
  let state = 'asleep';
  const held: { element: Element; again: () => void; natively: () => void }[] = [];
  type TextField = HTMLInputElement | HTMLTextAreaElement;
  // The text of each field typed into before React ran it, as the visitor left it.
  const typedIn = new Map<TextField, string>();
  // <html data-hydrated> comes with the shell: a part inside a <Suspense> boundary still waiting (for MUI's
  // theme, say) is hydrated a little later. React gives an element its props (a "__reactProps$…" key) when it
  // hydrates it: presses are held, and typing noted, until every button and field of the page has them (or for
  // 5 s at most, whatever happens).
  const live = (element: Element) =>
    !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const whenLive = (elements: Element[], then: () => void, tries = 300) => {
    if (tries <= 0 || elements.every(live)) then();
    else setTimeout(() => whenLive(elements, then, tries - 1), 16);
  };
  // React hydrates a field with the text typed into it before, but its state still holds the server's (empty)
  // value: its first render after hydration wipes the text (measured: at once), and a form would be checked as
  // empty. Give the text back and tell React as typing does: an input event whose text differs from what
  // React last set.
  const retell = (field: TextField, text: string) => {
    if (text === field.defaultValue || !field.isConnected) return;
    const setText = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    field.value = field.defaultValue; // through React's own setter on the field: what React last set
    setText?.call(field, text); // the browser's alone
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  // Lazy pictures wait for the first screen's main pictures: a script in the page's <head> marks <html
  // data-hold-pictures> and a rule hides them while it is there (lean-page.server.ts), so the browser asks for
  // none of them. On a slow connection the picture a visitor sees first has the connection to itself, and the
  // others, one round trip later, end about when they would have ended sharing it. Released once the main
  // pictures have been drawn (below), at the wake-up, at the first scroll (the browser's own on a reload, a
  // link to a section: the screen is then another one), when the visitor presses, touches or focuses
  // anything, before printing, or by the <head> script 3 s after it ran, whatever happens here.
  const holdsPictures = () => html.hasAttribute('data-hold-pictures');
  const releasePictures = () => html.removeAttribute('data-hold-pictures');
  if (window.scrollX || window.scrollY) releasePictures();
  addEventListener('scroll', releasePictures, { once: true, passive: true });
  addEventListener('beforeprint', releasePictures, { once: true });

  const stopHolding = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    removeEventListener('keydown', onKeyDown, true);
    removeEventListener('input', onInput, true);
  };
  // The page came with only the rules of its style sheets that match its markup (<style data-partial>, each
  // before its disabled <link>): React may draw what the server did not (a dialog, a menu), so the whole
  // sheets are enabled now, and hydration waits for them. A sheet that fails stops the wake-up (the page stays
  // as served, which its rules style; held presses are done by the browser).
  const wholeStyles = () =>
    Promise.all(
      [...document.querySelectorAll<HTMLStyleElement>('style[data-partial]')].map((partial) => {
        const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].find(
          (candidate) => candidate.getAttribute('href')?.split('#')[0] === partial.dataset.href,
        );
        if (!link) return Promise.resolve();
        return new Promise((done, fail) => {
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', () => fail(new Error(`${link.href} did not load`)), { once: true });
          link.removeAttribute('disabled');
        });
      }),
    );
  const wake = () => {
    if (state !== 'asleep') return;
    state = 'waking';
    releasePictures();
    window.__wholeStyles = wholeStyles();
    for (const type of REACH_EVENTS) removeEventListener(type, onReach, true);
    const done = () =>
      // (Not the carousels' own buttons: motion.ts makes the dots, which React never runs.)
      whenLive([...document.querySelectorAll(REACH)].filter(wakes), () => {
        if (state !== 'waking') return;
        state = 'awake';
        // Every button and field is React's now (the browser tests wait for this before they press).
        html.setAttribute('data-awake', '');
        stopHolding();
        removeEventListener('click', onMarqueeClick, true);
        html.removeAttribute('data-waking');
        // The fields first, so that a held Send sends what was typed.
        retellTyped(true);
        for (const action of held.splice(0)) action.again();
      });
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
      html.removeAttribute('data-waking');
      for (const action of held.splice(0)) action.natively();
      console.error('The page could not load its scripts:', error);
    });
  };
  const hold = (event: Event, element: Element, again: () => void, natively: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((action) => action.element === element)) held.push({ element, again, natively });
    html.setAttribute('data-waking', '');
    wake();
  };
  // A marquee's Play/Pause (marquee.tsx: the button controls the track, whose data-paused switches the CSS
  // animation) acts at once: a strip that moves on for seconds after Pause on a slow line fails WCAG 2.2.2.
  // The press switches the strip, the button's icon (data-playing) and its name (data-label-play/-pause),
  // and React's state learns it at the wake-up: an odd number of presses is done again once, an even one not
  // at all (React leaves an attribute it finds different as it is, and that press sets the same values). With
  // the scripts failed it goes on working, without React.
  const onMarqueeClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[aria-controls]') : null;
    const track = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (!(button instanceof HTMLElement) || !track?.hasAttribute('data-marquee-track')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const resumes = track.dataset.paused === 'true';
    track.dataset.paused = resumes ? 'false' : 'true';
    const name = resumes ? button.dataset.labelPause : button.dataset.labelPlay;
    button.dataset.playing = String(resumes);
    if (name) button.setAttribute('aria-label', name);
    if (name) button.title = name;
    if (state === 'failed') return;
    const at = held.findIndex((action) => action.element === button);
    if (at >= 0) held.splice(at, 1);
    else held.push({ element: button, again: () => button.click(), natively: () => {} });
    wake();
  };

  // The carousels' own buttons (app/islands/motion.ts runs them without React) wake nothing.
  const wakes = (element: Element | null) => !!element && !element.matches('[data-motion-control]');
  const onReach = (event: Event) => {
    // (Not a pointer merely over the page: the browser reports one as soon as the page is drawn under it.)
    if (event.type !== 'pointerover') releasePictures();
    if (event.target instanceof Element && wakes(event.target.closest(REACH))) wake();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESS) : null;
    if (!(target instanceof HTMLElement) || !wakes(target)) return;
    // A link opened in a new tab or window (Ctrl, Cmd, Shift, Alt): the browser's own, as after hydration.
    if (target instanceof HTMLAnchorElement && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      wake();
      return;
    }
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
  // The fields React runs by now (or all of them): typed on into (its text goes on from the one noted), or
  // wiped by React's render.
  const retellTyped = (all: boolean) => {
    for (const [field, text] of typedIn)
      if (all || live(field)) {
        typedIn.delete(field);
        retell(field, field.value.startsWith(text) ? field.value : text);
      }
  };
  const onInput = (event: Event) => {
    // Typing into a field React already runs makes it render the form again, wiping the text of the fields it
    // has not been told about yet: tell it right after this event (telling it during the event would let that
    // render wipe this field's new text before React has read it).
    if ([...typedIn.keys()].some(live)) setTimeout(() => retellTyped(false));
    const field = event.target;
    const isText =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (isText && !live(field)) typedIn.set(field, field.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu button's arrows (a link to a dialog keeps its arrows: they scroll the page).
    const target = event.target instanceof Element ? event.target.closest('[aria-haspopup]:not(a)') : null;
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
  // Before onClick, which it keeps from holding the press; removed only once the page is awake.
  addEventListener('click', onMarqueeClick, true);
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  addEventListener('keydown', onKeyDown, true);
  addEventListener('input', onInput, true);
  window.__wakeLeanPage = wake;
  // Signed-in staff see their avatar and the way back to the admin area in the header (use-stored-user.ts),
  // which only the hydrated header shows: their browser wakes at once. Visitors (everyone else) are not
  // signed in and keep the page as served.
  try {
    if (localStorage.getItem('isLoggedIn') === 'true') wake();
  } catch {
    // No storage (blocked): not signed in, as use-stored-user.ts reads it.
  }
  // Back or Forward to another entry of this same document (one an earlier, hydrated visit pushed, such as a
  // Read More's address: a reload keeps those entries in the reloaded document) changes only the address,
  // and no router is there yet to show its page: load it.
  addEventListener('popstate', () => {
    if (state !== 'awake') location.reload();
  });

  // Roboto's files fetched into the cache (not applied: this page keeps its font; the next one has Roboto from
  // its first layout, lean-page.server.ts, LeanFonts) after the load event and the first paint (on a fast
  // connection the load event can come first), and after the first screen's pictures have been drawn, so the
  // font files never share the connection with the largest of them (measured: the style sheet's request came 4
  // ms before that picture was drawn on a school's page, and Lighthouse counted it in the LCP). The lazy
  // pictures held above are released first, once the main ones have been drawn, and the fonts then wait for
  // those of them on the first screen too.
  const observable = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  let loaded = document.readyState === 'complete';
  let painted = !observable.includes('paint');
  let lastLargest = 0;
  if (observable.includes('largest-contentful-paint'))
    new PerformanceObserver(() => {
      lastLargest = performance.now();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The first screen's pictures loaded and decoded: a busy device can still be decoding one, and it is drawn
  // only after that (measured under load: a school's larger third photo drawn 285 ms after the fonts were
  // asked for). A lazy picture does not hold the load event back (only an eager one does), so one can still be
  // downloading then (measured in CI: a school's photo drawn 3 ms after the fonts were asked for). `decode()`
  // also waits for the download; 2 s at most from the first wait, so a stalled one does not hold the rest
  // back. (A held picture has no box: not on the screen yet.)
  let decodedBy = 0;
  const decoded = () =>
    Promise.race([
      Promise.all(
        Array.from(document.images)
          .filter((img) => {
            // Not a picture in a section the browser has not laid out (content-visibility: auto, below the
            // first screen): its box would have the browser lay the section out now (issue 40). Nor a held one.
            if (img.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .map((img) => img.decode().catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, (decodedBy ||= performance.now() + 2000) - performance.now())),
    ]);
  // Decoded pictures drawn: two frames later, and no new largest paint reported for 150 ms (a paint is
  // reported at its presentation, which can come frames later on a busy device); `atMost` ms at most.
  const drawn = (atMost: number) =>
    new Promise<void>((resolve) => {
      const begun = performance.now();
      const whenQuiet = () => {
        const quietFor = performance.now() - Math.max(lastLargest, begun);
        if (quietFor >= 150 || performance.now() - begun >= atMost) resolve();
        else setTimeout(whenQuiet, 150 - quietFor);
      };
      requestAnimationFrame(() => requestAnimationFrame(whenQuiet));
    });
  let waiting = false;
  const afterFirstPaint = () => {
    if (!loaded || !painted || waiting) return;
    waiting = true;
    // Read the pictures' boxes just after a frame has laid the page out: read at once (in the load event's
    // task), they forced a layout of the whole page into that task (issue 40).
    void new Promise((laidOut) => requestAnimationFrame(() => setTimeout(laidOut)))
      .then(decoded)
      .then(() => (holdsPictures() ? drawn(300).then(releasePictures) : undefined))
      // Again with the released ones (also when something else released them meanwhile).
      .then(decoded)
      .then(() => drawn(1000))
      .then(cacheFonts);
  };
  const cacheFonts = () => {
    // A page that has the faces already (a note found in its <head>) has them in the cache.
    if (document.querySelector('[data-fonts]')) return;
    const note = () => {
      try {
        localStorage.setItem(fonts.note, fonts.key);
      } catch {
        // No storage: every page keeps the device's font.
      }
    };
    // The files' bytes only (a font request would decode them on the main thread), unless the device has a
    // Roboto of its own: the faces name it first.
    const own =
      typeof FontFace === 'function'
        ? new FontFace('bs-own-roboto', "local('Roboto'),local('Roboto-Regular')").load()
        : Promise.reject(new Error('no FontFace'));
    const download = (file: string) =>
      fetch(file).then((answer) => (answer.ok ? answer.arrayBuffer() : Promise.reject(new Error(file))));
    void own.then(note, () => Promise.all(fonts.files.map(download)).then(note, () => {}));
  };
  if (!painted)
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted = true;
      afterFirstPaint();
    }).observe({ type: 'paint', buffered: true });
  if (!loaded)
    addEventListener(
      'load',
      () => {
        loaded = true;
        afterFirstPaint();
      },
      { once: true },
    );
  afterFirstPaint();
}
