// Every dictionary, by section. Only the root loader imports this module, so the browser receives
// just the one language the page is in (inside the page data), never all three.
import type { Lang } from './languages.ts';
import about from './messages/about.ts';
import admin from './messages/admin.ts';
import adminRecords from './messages/admin-records.ts';
import blog from './messages/blog.ts';
import common from './messages/common.ts';
import contact from './messages/contact.ts';
import documents from './messages/documents.ts';
import gallery from './messages/gallery.ts';
import home from './messages/home.ts';
import partner from './messages/partner.ts';
import school from './messages/school.ts';
import twoStep from './messages/two-step.ts';

const SECTIONS = {
  common,
  contact,
  home,
  about,
  blog,
  gallery,
  school,
  partner,
  documents,
  admin,
  adminRecords,
  twoStep,
} as const;

type Sections = typeof SECTIONS;
export type Messages = { [K in keyof Sections]: Sections[K]['en'] };

export function messagesFor(lang: Lang): Messages {
  const out = {} as Record<string, unknown>;
  for (const [name, section] of Object.entries(SECTIONS)) out[name] = section[lang];
  return out as Messages;
}

export { SECTIONS };
