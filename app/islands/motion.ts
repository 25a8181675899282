// The moving parts of the home page (docs/decisions/022, "The home page"): the hero's fade carousel, the scroll
// carousels (schools, gallery preview, blog) and the statistics counters (and the director photo's stand-in). React renders their markup only (the
// first slide shown, the totals, the controls hidden until this script runs: carousel.css); everything that
// moves or changes by itself is done here, on plain DOM, keyed on data attributes:
//   [data-motion="fade" | "scroll" | "count" | "fallback" | "log"] the part, with data-interval,
//     data-transition, data-loop, data-pause-on-hover (carousels), data-duration, data-threshold (counters),
//     data-fallback (a picture's stand-in should it fail to load: the director's photo) or data-messages (the
//     home page's failed fetches, which the spec only logs to the console);
//   [data-motion-panel] the slides' or cards' parent; [data-motion-dots] an empty box the dots are made in
//     (data-dot-label: "Go to slide {n}"); [data-motion-control="previous" | "next" | "toggle"] the buttons
//     (the toggle with data-label-play and data-label-pause); [data-deferred-image] an empty slide picture
//     holder, its <img> attributes as JSON, filled when the slide comes up.
// The same function runs twice over: its source is put in a lean page's HTML (lean-page.server.ts), so the
// parts move before and without React, and the React components call it after every commit
// (use-motion-part.ts): it starts a part not started yet (a client-side navigation) and otherwise only writes
// the part's state back onto the elements, should a render of React's have changed them. So this file is
// the one implementation of the motion; it must use nothing from outside the function.
//
// The rules are those of WCAG 2.2.2 and the spec: a Play/Pause button; no movement under
// prefers-reduced-motion unless the visitor presses Play; a pause while a mouse hovers (when asked) or keyboard
// focus is inside; none in a hidden tab or behind a modal dialog; the next move counted from the last one
// (a manual move gives a full interval). Counters count up from 0 once when enough of them is in view.

/** What a started part keeps on its element (both copies of this function read it). */
interface MotionPart {
  sync(): void;
  stop(): void;
}

/** The class names motion() gives the elements it makes (a lean page's CSS keeps their rules). */
export const MOTION_CLASSES = ['bs-dot'];

export function motion(scope: ParentNode): void {
  type Host = HTMLElement & { bsMotion?: MotionPart };
  const REDUCED = matchMedia('(prefers-reduced-motion: reduce)');
  const hosts = [...scope.querySelectorAll<Host>('[data-motion]')];
  if (scope instanceof HTMLElement && scope.matches('[data-motion]')) hosts.unshift(scope);

  /** Sets (or removes, with null) an attribute only when it differs: an unchanged write is still a mutation. */
  const attr = (element: Element, name: string, value: string | null) => {
    if (value === null) {
      if (element.hasAttribute(name)) element.removeAttribute(name);
    } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };

  const countUp = (band: HTMLElement): MotionPart => {
    const duration = Number(band.dataset.duration);
    const threshold = Number(band.dataset.threshold);
    const easeOut = (t: number) => 1 - (1 - t) ** 3;
    // 'final' shows the totals (no JavaScript, reduced motion); 'waiting' 0 until in view; then 'counting', 'done'.
    let phase = 'final';
    let progress = 1;
    let frame = 0;
    // One formatter, made when a number other than 0 is first written (the count has begun): making one took
    // 20-40 ms of a 4x-slowed phone's first task at the page's load (issue 40), where the band shows the
    // server's totals ('final') or waits at 0.
    let format: { lang: string; intl: Intl.NumberFormat } | null = null;
    const formatted = (value: number) => {
      // (0 is "0" in each of the site's languages: en, de, sw.)
      if (value === 0) return '0';
      const lang = band.closest('[lang]')?.getAttribute('lang') ?? '';
      if (format?.lang !== lang) format = { lang, intl: new Intl.NumberFormat(lang || undefined) };
      return format.intl.format(value);
    };
    const sync = () => {
      attr(band, 'data-counting', phase);
      // 'final': the totals as the server (or React) wrote them.
      if (phase === 'final') return;
      for (const number of band.querySelectorAll<HTMLElement>('[data-total]')) {
        const text = formatted(Math.round(Number(number.dataset.total) * easeOut(progress)));
        if (number.textContent !== text) number.textContent = text;
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.intersectionRatio < threshold) {
          // Out of view: wait at 0, so the count is seen when the band arrives.
          [phase, progress] = ['waiting', 0];
          sync();
          return;
        }
        observer.disconnect();
        const start = performance.now();
        const step = () => {
          progress = Math.min(1, (performance.now() - start) / duration);
          phase = progress < 1 ? 'counting' : 'done';
          sync();
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        [phase, progress] = ['counting', 0];
        sync();
        frame = requestAnimationFrame(step);
      },
      { threshold },
    );
    if (!REDUCED.matches) observer.observe(band);
    return {
      sync,
      stop: () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      },
    };
  };

  /** A picture that gives way to its stand-in (data-fallback) when it fails, also when it failed before this ran. */
  const fallback = (img: HTMLImageElement): MotionPart => {
    const stand = img.dataset.fallback ?? '';
    let failed = img.complete && img.naturalWidth === 0 && !img.src.endsWith(stand);
    const sync = () => {
      if (!failed || img.getAttribute('src') === stand) return;
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
      img.style.backgroundImage = '';
      img.src = stand;
    };
    const onError = () => {
      failed = true;
      sync();
    };
    img.addEventListener('error', onError);
    return { sync, stop: () => img.removeEventListener('error', onError) };
  };

  /** Failures the spec has only logged (section 8): written to the console once per page view. */
  const log = (note: HTMLElement): MotionPart => {
    for (const message of JSON.parse(note.dataset.messages ?? '[]') as string[]) console.error(message);
    return { sync: () => {}, stop: () => {} };
  };

  const carousel = (root: HTMLElement, fade: boolean): MotionPart | null => {
    const panel = root.querySelector<HTMLElement>('[data-motion-panel]');
    if (!panel) return null;
    const slides = [...panel.children] as HTMLElement[];
    const count = slides.length;
    const interval = Number(root.dataset.interval);
    const transitionMs = Number(root.dataset.transition) || 0;
    const pauseOnHover = root.hasAttribute('data-pause-on-hover');
    const loop = root.hasAttribute('data-loop');
    const dotsBox = root.querySelector<HTMLElement>('[data-motion-dots]');
    const toggle = root.querySelector<HTMLElement>('[data-motion-control="toggle"]');
    const cleanups: (() => void)[] = [];
    const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
      const listener = handler as EventListener;
      target.addEventListener(type, listener);
      cleanups.push(() => target.removeEventListener(type, listener));
    };

    let index = 0;
    /** The last card that can lead (fade: the last slide); 0 when nothing moves. */
    let maxIndex = fade ? count - 1 : 0;
    let choice: boolean | null = null;
    let [hovered, touching, focused] = [false, false, false];
    let [timer, wasRunning] = [0, false];
    let stopAnimation: (() => void) | null = null;
    /** Scroll, looping: the card the row starts with (see startRowAt). */
    let rowStart = 0;
    let scrollFrame = 0;
    /** Fade: slides shown so far, whose pictures stay. */
    const visited = new Set([0]);
    let loaded = document.readyState === 'complete';

    const playing = () => choice ?? !REDUCED.matches;
    const covered = () => document.getElementById('main')?.getAttribute('aria-hidden') === 'true';
    const running = () =>
      maxIndex > 0 &&
      playing() &&
      document.visibilityState !== 'hidden' &&
      !covered() &&
      !touching &&
      !focused &&
      !(pauseOnHover && hovered);

    // ---- the scroll carousel's geometry (several cards per view, CSS scroll snapping) ----
    const maxScroll = () => panel.scrollWidth - panel.clientWidth;
    /** Left edges of the cards (in the page's order) relative to the row's scroll origin, the leftmost card. */
    const offsets = () => {
      const lefts = slides.map((slide) => slide.offsetLeft);
      const base = Math.min(...lefts);
      return lefts.map((left) => left - base);
    };
    /** Lays the cards out starting with card `first` (CSS order; the page's order stays). */
    const startRowAt = (first: number) => {
      slides.forEach((slide, k) => (slide.style.order = first === 0 ? '' : String((k - first + count) % count)));
      rowStart = first;
    };
    const measure = () => {
      const max = maxScroll();
      if (max <= 1) return 0;
      // Looping, every card can lead.
      if (loop) return count - 1;
      // The first card whose left edge cannot come further left than the end of the scroll range.
      const last = offsets().findIndex((left) => left >= max - 1);
      return last === -1 ? count - 1 : last;
    };
    const nearest = () => {
      const left = panel.scrollLeft;
      if (!loop && left >= maxScroll() - 1) return maxIndex;
      let [best, bestDistance] = [0, Infinity];
      offsets().forEach((offset, i) => {
        const distance = Math.abs(offset - left);
        if (distance < bestDistance) [best, bestDistance] = [i, distance];
      });
      return Math.min(best, maxIndex);
    };
    /** Scrolls the row over the spec's duration (CSS smooth scrolling promises none), snapping off meanwhile. */
    const animateScroll = (to: number, durationMs: number, onDone: () => void) => {
      const from = panel.scrollLeft;
      if (durationMs <= 0 || Math.abs(to - from) < 1) {
        panel.scrollLeft = to;
        return null;
      }
      const snap = panel.style.scrollSnapType;
      panel.style.scrollSnapType = 'none';
      const start = performance.now();
      let frame = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        cancelAnimationFrame(frame);
        panel.style.scrollSnapType = snap;
        onDone();
      };
      const step = () => {
        const t = Math.min(1, (performance.now() - start) / durationMs);
        panel.scrollLeft = from + (to - from) * (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
        if (t < 1) frame = requestAnimationFrame(step);
        else finish();
      };
      frame = requestAnimationFrame(step);
      return finish;
    };

    // ---- state onto the page ----
    /** Fade: gives a slide its picture (shown, shown before, or next once the page has loaded). */
    const loadSlide = (i: number) => {
      const holder = slides[i]?.querySelector<HTMLElement>('[data-deferred-image]');
      if (!holder || holder.firstElementChild) return;
      const img = document.createElement('img');
      for (const [name, value] of Object.entries(JSON.parse(holder.dataset.deferredImage ?? '{}') as object))
        img.setAttribute(name, String(value));
      holder.append(img);
    };
    const makeDots = (n: number) => {
      if (!dotsBox || dotsBox.children.length === (n < 2 ? 0 : n)) return;
      dotsBox.replaceChildren();
      for (let i = 0; n > 1 && i < n; i++) {
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = 'bs-dot';
        dot.dataset.dot = String(i);
        dot.dataset.motionControl = 'dot';
        dot.setAttribute('aria-label', (dotsBox.dataset.dotLabel ?? '').replace('{n}', String(i + 1)));
        if (panel.id) dot.setAttribute('aria-controls', panel.id);
        dotsBox.append(dot);
      }
    };
    const sync = () => {
      attr(root, 'data-movable', maxIndex > 0 ? 'true' : 'false');
      attr(panel, 'aria-live', wasRunning ? 'off' : 'polite');
      makeDots(maxIndex + 1);
      dotsBox
        ?.querySelectorAll('[data-dot]')
        .forEach((dot, i) => attr(dot, 'aria-current', i === index ? 'true' : null));
      if (toggle) {
        const label = toggle.getAttribute(playing() ? 'data-label-pause' : 'data-label-play');
        attr(toggle, 'data-playing', playing() ? 'true' : 'false');
        attr(toggle, 'aria-label', label);
        attr(toggle, 'title', label);
      }
      if (fade) {
        attr(root, 'data-slide-index', String(index));
        slides.forEach((slide, i) => {
          attr(slide, 'data-active', i === index ? 'true' : 'false');
          attr(slide, 'aria-hidden', i === index ? null : 'true');
          attr(slide, 'inert', i === index ? null : '');
        });
        for (const i of visited) loadSlide(i);
        if (loaded && count > 1) loadSlide((index + 1) % count);
      } else {
        attr(panel, 'data-index', String(index));
        // A row the keyboard scrolls keeps its tab stop only while there is something to scroll.
        if (root.hasAttribute('data-focusable-track')) attr(panel, 'tabindex', maxIndex > 0 ? '0' : null);
      }
    };

    /** Re-arms the timer when the carousel starts or stops running, or has moved (a full interval from there). */
    const update = (moved = false) => {
      const now = running();
      if (now !== wasRunning || moved) {
        clearTimeout(timer);
        timer = now ? window.setTimeout(() => next(), interval) : 0;
        wasRunning = now;
      }
      sync();
    };
    const setIndex = (i: number) => {
      const moved = i !== index;
      index = i;
      visited.add(i);
      update(moved);
    };

    /** Brings card or slide `target` to the front; `direction` (scroll, looping) 1 moves on, -1 back, 0 either. */
    const goTo = (target: number, direction: -1 | 0 | 1) => {
      if (fade) {
        setIndex(((target % count) + count) % count);
        return;
      }
      const clamped = Math.max(0, Math.min(target, maxIndex));
      // A swipe's index still to be read would be read mid-move.
      cancelAnimationFrame(scrollFrame);
      stopAnimation?.();
      const max = maxScroll();
      let lefts = offsets();
      const restart = (first: number, leading: number) => {
        startRowAt(first);
        lefts = offsets();
        panel.scrollLeft = Math.min(lefts[leading] ?? 0, max);
      };
      if (loop && max > 1) {
        const at = panel.scrollLeft;
        const there = lefts[clamped] ?? 0;
        const fits = there <= max + 1;
        // Forward from the end: the row starts with the card in view, then the target comes next.
        if (direction === 1 && !(fits && there > at + 1)) restart(index, index);
        // Back: the row starts with the target, followed by the card in view.
        else if (direction === -1 && !(fits && there < at - 1)) restart(clamped, index);
        else if (!fits) restart(clamped, clamped);
      }
      const to = Math.min(lefts[clamped] ?? 0, max);
      // Back in the page's own order as soon as that shows the same cards (nothing on the screen moves).
      const settle = () => {
        if (!loop || rowStart === 0) return;
        const row = rowStart;
        restart(0, clamped);
        if (Math.abs((lefts[clamped] ?? 0) - panel.scrollLeft) > 1) restart(row, clamped);
      };
      const stop = animateScroll(to, REDUCED.matches ? 0 : transitionMs, () => {
        if (stopAnimation === stop) stopAnimation = null;
        settle();
      });
      stopAnimation = stop;
      setIndex(clamped);
      if (!stop) settle();
    };
    const next = () => goTo(index >= maxIndex ? 0 : index + 1, 1);
    const previous = () => goTo(index <= 0 ? maxIndex : index - 1, -1);

    // ---- what moves it ----
    listen<MouseEvent>(root, 'click', (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-motion-control]') : null;
      if (!control || !root.contains(control)) return;
      const what = control.getAttribute('data-motion-control');
      if (what === 'toggle') {
        choice = !playing();
        update();
      } else if (what === 'next') next();
      else if (what === 'previous') previous();
      else if (what === 'dot') goTo(Number(control.getAttribute('data-dot')), 0);
    });
    listen<PointerEvent>(root, 'pointerenter', (e) => e.pointerType === 'mouse' && ((hovered = true), update()));
    listen<PointerEvent>(root, 'pointerleave', (e) => e.pointerType === 'mouse' && ((hovered = false), update()));
    listen<PointerEvent>(root, 'pointerdown', (e) => e.pointerType !== 'mouse' && ((touching = true), update()));
    for (const type of ['pointerup', 'pointercancel']) listen(root, type, () => ((touching = false), update()));
    listen<FocusEvent>(root, 'focusin', (event) => {
      const target = event.target as HTMLElement;
      // Only keyboard focus holds the carousel (not a click on a dot or arrow), and never on Play/Pause.
      focused = target.matches(':focus-visible') && !target.closest('[data-rotation-control]');
      update();
    });
    listen<FocusEvent>(root, 'focusout', (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    });
    listen(document, 'visibilitychange', () => update());
    listen(REDUCED, 'change', () => update());
    if (!loaded)
      listen(window, 'load', () => {
        loaded = true;
        sync();
      });
    // A modal dialog (login, Read More, the lightbox) hides the page's <main> with aria-hidden. The whole body
    // is watched: a navigation may replace <main> while the carousel stays.
    const modal = new MutationObserver(() => update());
    modal.observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
    cleanups.push(() => modal.disconnect());

    if (!fade) {
      // Measured when the row is first laid out (the observer's first call: no layout forced while the page is
      // still loading) and whenever it changes size (rotation, window resize); swipes and keyboard scrolling
      // move the index along.
      const remeasure = () => {
        // Nothing to move (a grid, or every card in view): the row in its own order.
        if (rowStart !== 0 && maxScroll() <= 1) startRowAt(0);
        maxIndex = measure();
        setIndex(nearest());
      };
      const resize = new ResizeObserver(remeasure);
      resize.observe(panel);
      cleanups.push(() => resize.disconnect());
      listen(panel, 'scroll', () => {
        if (stopAnimation) return;
        cancelAnimationFrame(scrollFrame);
        scrollFrame = requestAnimationFrame(() => stopAnimation || setIndex(nearest()));
      });
    }
    update();
    return {
      sync,
      stop: () => {
        clearTimeout(timer);
        cancelAnimationFrame(scrollFrame);
        stopAnimation?.();
        for (const cleanup of cleanups.splice(0)) cleanup();
      },
    };
  };

  for (const host of hosts) {
    if (host.bsMotion) {
      host.bsMotion.sync();
      continue;
    }
    const kind = host.dataset.motion;
    const part =
      kind === 'count'
        ? countUp(host)
        : kind === 'log'
          ? log(host)
          : kind === 'fallback' && host instanceof HTMLImageElement
            ? fallback(host)
            : kind === 'fade' || kind === 'scroll'
              ? carousel(host, kind === 'fade')
              : null;
    if (!part) continue;
    host.setAttribute('data-motion-ready', '');
    host.bsMotion = {
      sync: part.sync,
      stop: () => {
        part.stop();
        delete host.bsMotion;
        host.removeAttribute('data-motion-ready');
      },
    };
    part.sync();
  }
}

/** Stops the part `element` is (a React component's unmount); the element's `motion` started it. */
export function stopMotion(element: Element | null): void {
  (element as (Element & { bsMotion?: MotionPart }) | null)?.bsMotion?.stop();
}
