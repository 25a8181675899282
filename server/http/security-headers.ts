// Security headers of every answer (Hono's secure-headers middleware), and the Content-Security-Policy of
// rendered pages, which names the SHA-256 hash of each inline script the page carries.
//
// Why hashes and not nonces: rendered pages are kept and served again until the content changes
// (server/pages.ts). A nonce must differ on every answer, so a kept page would either need its HTML rewritten
// per request or repeat one nonce to every visitor. The hashes of a page's inline scripts (React Router's
// context, its data stream, ScrollRestoration and the module that loads the scripts) are computed once from
// the very HTML that is sent, and stay valid as long as that HTML is served. Any script an attacker manages to
// inject into the page has another hash and does not run.
//
// Styles keep 'unsafe-inline': MUI's emotion writes <style> elements while the page runs and React writes
// style attributes (image placeholders, sizes); neither can carry a hash or a nonce of a kept page. An injected
// style cannot run code; the risk accepted is CSS-only page defacement (docs/decisions/008).
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

/** A <script> element: its attributes and its text (the text ends at the first </script, as in the HTML parser). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types that browsers run; anything else (application/ld+json, application/json) is data. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** 'sha256-…' sources of the inline scripts of a page, in order of appearance, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of one rendered page (HTML, or the XML and text files the routes also make). */
export function pageCsp(body: string, config: Pick<Config, 'publicUrl'>): string {
  const scripts = ["'self'", ...inlineScriptHashes(body)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    // data: for the tiny blurred placeholders, blob: for the admin's previews of a picture before upload.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (config.publicUrl?.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Cross-Origin-Opener-Policy of the documents of the back office (server/pages.ts sets it): whatever window
 * opened the tab (a page of another site, or one of this site's public pages, which send none) loses its handle
 * once the tab loads an admin document. The admin layout makes sure the back office is always one.
 */
export const BACK_OFFICE_OPENER_POLICY = 'same-origin';

/**
 * Hono's secure-headers with this site's choices. Headers an answer set itself are kept (pages set their own
 * Content-Security-Policy; stored pictures their Cross-Origin-Resource-Policy).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): MiddlewareHandler {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return secureHeaders({
    overwrite: false,
    // Answers that are not pages (API JSON, stored files, built files): nothing may run or load from them.
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    // Browsers remember this for a year: only when the site is known to be served over HTTPS.
    strictTransportSecurity: https ? 'max-age=31536000' : false,
    // Only the back office's pages set an opener policy (BACK_OFFICE_OPENER_POLICY). In Chromium, a navigation
    // into a page with one from a page without (measured: the tab's about:blank) starts a new renderer process
    // after the answer has come, and Lighthouse counted its first tasks as blocking time of the public pages
    // (docs/decisions/008, "Opener policy").
    crossOriginOpenerPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    // Nothing on the site uses these; a page that is ever subverted cannot ask for them either.
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}
