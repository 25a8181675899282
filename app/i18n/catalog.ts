// Every dictionary, by section and language. The texts are data, one JSON file per language and section
// (messages/<lang>/<section>.json, see messages/README.md), so that a translator edits them without touching
// code. Only the root loader imports this module, so the browser receives just the one language the page is in
// (inside the page data), never all three.
import type { Lang } from './languages.ts';
import commonEn from './messages/en/common.json' with { type: 'json' };
import contactEn from './messages/en/contact.json' with { type: 'json' };
import homeEn from './messages/en/home.json' with { type: 'json' };
import aboutEn from './messages/en/about.json' with { type: 'json' };
import blogEn from './messages/en/blog.json' with { type: 'json' };
import galleryEn from './messages/en/gallery.json' with { type: 'json' };
import schoolEn from './messages/en/school.json' with { type: 'json' };
import partnerEn from './messages/en/partner.json' with { type: 'json' };
import documentsEn from './messages/en/documents.json' with { type: 'json' };
import adminEn from './messages/en/admin.json' with { type: 'json' };
import adminRecordsEn from './messages/en/admin-records.json' with { type: 'json' };
import twoStepEn from './messages/en/two-step.json' with { type: 'json' };
import adminActivityEn from './messages/en/admin-activity.json' with { type: 'json' };
import commonDe from './messages/de/common.json' with { type: 'json' };
import contactDe from './messages/de/contact.json' with { type: 'json' };
import homeDe from './messages/de/home.json' with { type: 'json' };
import aboutDe from './messages/de/about.json' with { type: 'json' };
import blogDe from './messages/de/blog.json' with { type: 'json' };
import galleryDe from './messages/de/gallery.json' with { type: 'json' };
import schoolDe from './messages/de/school.json' with { type: 'json' };
import partnerDe from './messages/de/partner.json' with { type: 'json' };
import documentsDe from './messages/de/documents.json' with { type: 'json' };
import adminDe from './messages/de/admin.json' with { type: 'json' };
import adminRecordsDe from './messages/de/admin-records.json' with { type: 'json' };
import twoStepDe from './messages/de/two-step.json' with { type: 'json' };
import adminActivityDe from './messages/de/admin-activity.json' with { type: 'json' };
import commonSw from './messages/sw/common.json' with { type: 'json' };
import contactSw from './messages/sw/contact.json' with { type: 'json' };
import homeSw from './messages/sw/home.json' with { type: 'json' };
import aboutSw from './messages/sw/about.json' with { type: 'json' };
import blogSw from './messages/sw/blog.json' with { type: 'json' };
import gallerySw from './messages/sw/gallery.json' with { type: 'json' };
import schoolSw from './messages/sw/school.json' with { type: 'json' };
import partnerSw from './messages/sw/partner.json' with { type: 'json' };
import documentsSw from './messages/sw/documents.json' with { type: 'json' };
import adminSw from './messages/sw/admin.json' with { type: 'json' };
import adminRecordsSw from './messages/sw/admin-records.json' with { type: 'json' };
import twoStepSw from './messages/sw/two-step.json' with { type: 'json' };
import adminActivitySw from './messages/sw/admin-activity.json' with { type: 'json' };

// English is the source: German and Kiswahili must have its shape (checked here by the compiler, and key by key
// with placeholders in catalog.test.ts).
function section<T>(en: T, de: NoInfer<T>, sw: NoInfer<T>): Record<Lang, T> {
  return { en, de, sw };
}

const SECTIONS = {
  common: section(commonEn, commonDe, commonSw),
  contact: section(contactEn, contactDe, contactSw),
  home: section(homeEn, homeDe, homeSw),
  about: section(aboutEn, aboutDe, aboutSw),
  blog: section(blogEn, blogDe, blogSw),
  gallery: section(galleryEn, galleryDe, gallerySw),
  school: section(schoolEn, schoolDe, schoolSw),
  partner: section(partnerEn, partnerDe, partnerSw),
  documents: section(documentsEn, documentsDe, documentsSw),
  admin: section(adminEn, adminDe, adminSw),
  adminRecords: section(adminRecordsEn, adminRecordsDe, adminRecordsSw),
  twoStep: section(twoStepEn, twoStepDe, twoStepSw),
  adminActivity: section(adminActivityEn, adminActivityDe, adminActivitySw),
} as const;

type Sections = typeof SECTIONS;
export type Messages = { [K in keyof Sections]: Sections[K]['en'] };

export function messagesFor(lang: Lang): Messages {
  const out = {} as Record<string, unknown>;
  for (const [name, texts] of Object.entries(SECTIONS)) out[name] = texts[lang];
  return out as Messages;
}

export { SECTIONS };
