// Demo content: fills an empty site with six schools, blog posts, a gallery, hero images, the director's
// message, the partner profile, documents and contact settings, so a new installation shows a complete site.
// It never creates a user (nobody can sign in with demo data) and never touches a site that has content.
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { CONTENT_TABLES } from '../db/schema.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import type { MediaStore, MediaTx, PreparedMedia, Trx } from '../media/media-store.ts';
import {
  DIRECTOR,
  GALLERY,
  HEADERS,
  PARTNER,
  POSTS,
  SCHOOLS,
  SETTINGS,
  demoDocuments,
  type PictureRef,
} from './demo-content.ts';
import { readDemoTranslations, seedTranslations, type SeededRecords } from './demo-translations.ts';
import { buildPdf, type PdfDocument } from './pdf.ts';
import { renderPicture, type PictureSpec } from './pictures.ts';

/** Keys of the cached public lists: the demo content fills every one of them. */
const CACHE_KEYS = Object.values(SERVER_RESOURCES).map((resource) => resource.cacheKey);

/** How many pictures are drawn and converted at once (sharp works on libuv's thread pool). */
const CONCURRENCY = 3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** East Africa Time has no daylight saving: always UTC+3. */
const EAT_OFFSET = 3 * HOUR;

export async function hasContent(db: Db | Trx): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await (db as Db).selectFrom(table).select('_id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Every file the demo needs, made and run through the real upload pipeline (conversion to WebP variants,
 * content check) before the transaction that attaches them, exactly like an upload.
 */
class MediaPlan {
  private readonly jobs: { name: string; kind: 'image' | 'document'; make: () => Promise<Buffer> | Buffer }[] = [];
  private readonly pictures = new Map<string, number>();
  private prepared: PreparedMedia[] = [];

  /** The same picture asked for twice is made once and attached twice (its media row counts both uses). */
  picture(name: string, spec: PictureSpec): number {
    const id = JSON.stringify([spec.scene, spec.label, spec.width, spec.height, spec.person]);
    const known = this.pictures.get(id);
    if (known !== undefined) return known;
    this.jobs.push({ name: `${name}.png`, kind: 'image', make: () => renderPicture(spec) });
    this.pictures.set(id, this.jobs.length - 1);
    return this.jobs.length - 1;
  }

  pdf(name: string, doc: PdfDocument): number {
    this.jobs.push({ name, kind: 'document', make: () => buildPdf(doc) });
    return this.jobs.length - 1;
  }

  get count() {
    return this.jobs.length;
  }

  async prepare(media: MediaStore, concurrency: number): Promise<PreparedMedia[]> {
    const results: PreparedMedia[] = [];
    let failure: { error: unknown } | null = null;
    // One queue that every worker takes the next job from.
    const queue = this.jobs.entries();
    const worker = async () => {
      for (const [index, job] of queue) {
        if (failure) break;
        try {
          const data = await job.make();
          const file = new File([new Uint8Array(data)], job.name, {
            type: job.kind === 'image' ? 'image/png' : 'application/pdf',
          });
          results[index] = job.kind === 'image' ? await media.prepareImage(file) : await media.prepareDocument(file);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (failure) {
      // Workers have all stopped, so nothing writes files after this clean-up.
      await media.discard(results.filter(Boolean));
      throw (failure as { error: unknown }).error;
    }
    this.prepared = results;
    return results;
  }

  attach(media: MediaTx, index: number): Promise<string> {
    const prepared = this.prepared[index];
    if (!prepared) throw new Error(`demo file ${index} was not prepared`);
    return media.attach(prepared);
  }
}

/** A post's date and time as the school reads them (East Africa Time) and the matching instant. */
function postMoment(now: Date, daysAgo: number, time: string) {
  const date = new Date(now.getTime() + EAT_OFFSET - daysAgo * DAY).toISOString().slice(0, 10);
  return { date, time, at: new Date(`${date}T${time}:00+03:00`) };
}

/**
 * Fills an empty site with demo content, with its German and Kiswahili translations where their files are
 * (`translationsDir`, server/seed/demo-translations/ unless given); answers whether it did. Failures are logged,
 * never thrown.
 */
export async function seedDemoContent(deps: Deps, translationsDir?: string): Promise<boolean> {
  try {
    return await seed(deps, translationsDir);
  } catch (error) {
    deps.logger.error('demo content could not be added', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return false;
  }
}

async function seed(deps: Deps, translationsDir?: string): Promise<boolean> {
  if (await hasContent(deps.db)) return false;
  const translations = await readDemoTranslations(translationsDir);
  const started = performance.now();
  const now = deps.clock.now();
  const today = new Date(now.getTime() + EAT_OFFSET);
  const year = today.getUTCFullYear();
  // From October on, fee sheets, joining instructions and the calendar are for the coming school year.
  const schoolYear = today.getUTCMonth() >= 9 ? year + 1 : year;
  const plan = new MediaPlan();

  // ---- plan every picture and document --------------------------------------------------------
  const postPicture = (post: (typeof POSTS)[number]) =>
    plan.picture('blog', { scene: post.scene ?? 'campus', label: `blog ${post.title}` });
  const galleryPicture = (item: (typeof GALLERY)[number]) =>
    plan.picture('gallery', { scene: item.scene, label: `gallery ${item.title}` });
  const shared = (ref: PictureRef) => {
    const post = 'post' in ref ? POSTS.find((p) => p.title === ref.post && p.scene) : undefined;
    if (post) return postPicture(post);
    const item = 'gallery' in ref ? GALLERY.find((g) => g.title === ref.gallery) : undefined;
    if (item) return galleryPicture(item);
    throw new Error(`demo content names a picture that does not exist: ${JSON.stringify(ref)}`);
  };

  const schools = deps.config.schoolNames.flatMap((schoolName, i) => {
    const school = SCHOOLS[i];
    if (!school) return [];
    const [image1, image2, image3] = school.pictures;
    return {
      schoolName,
      school,
      headImage: plan.picture('head', {
        scene: 'portrait',
        label: school.headName,
        person: school.head,
        width: 1200,
        height: 1200,
      }),
      images: [shared(image1), shared(image2), shared(image3)] as const,
    };
  });
  const headers = HEADERS.map((h) => ({
    ...h,
    image: plan.picture('hero', { scene: h.scene, label: `hero ${h.title}`, width: 1920, height: 1080 }),
  }));
  const posts = POSTS.map((post) => ({ ...post, image: post.scene ? postPicture(post) : null }));
  // Categories take turns, so the newest six (the home page preview) show six different ones.
  const perCategory = new Map<string, typeof GALLERY>();
  for (const item of GALLERY) perCategory.set(item.category, [...(perCategory.get(item.category) ?? []), item]);
  const rounds = Math.max(...[...perCategory.values()].map((list) => list.length));
  const gallery = Array.from({ length: rounds }, (_, round) => [...perCategory.values()].map((list) => list[round]))
    .flat()
    .filter((item) => item !== undefined)
    .map((item) => ({ ...item, image: galleryPicture(item) }));
  const directorImage = plan.picture('director', {
    scene: 'portrait',
    label: DIRECTOR.name,
    person: DIRECTOR.person,
    width: 1200,
    height: 1200,
  });
  const partnerTop = plan.picture('partner', { scene: PARTNER.topImage, label: `partner ${PARTNER.name}` });
  const partnerGallery = PARTNER.gallery.map(shared);
  const documents = demoDocuments(schoolYear).map((doc) => ({ ...doc, file: plan.pdf(doc.fileName, doc.pdf) }));

  const prepared = await plan.prepare(deps.media, CONCURRENCY);

  // ---- write every row in one transaction -------------------------------------------------------
  const seeded = await deps.media.transaction(prepared, async (trx, media) => {
    // Someone may have added content while the pictures were drawn.
    if (await hasContent(trx)) return false;
    const key = (index: number) => plan.attach(media, index);
    // Records without a date of their own are stamped a second apart, in the order they are listed.
    let tick = 0;
    const stamp = () => new Date(now.getTime() - 3600_000 + 1000 * tick++);
    const times = (at: Date) => ({
      _id: newId(at.getTime()),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });

    const records: SeededRecords = { posts: [], schools: [], headers: [], director: { _id: '' } };
    for (const { schoolName, school, headImage, images } of schools) {
      // Every field of the demo school as it is, but for those it names otherwise (its text, pictures, list).
      const { description, head: _head, pictures: _pictures, contactList, ...fields } = school;
      const row = {
        ...times(stamp()),
        ...fields,
        schoolName,
        description: description(schoolName),
        headImage: await key(headImage),
        image1: await key(images[0]),
        image2: await key(images[1]),
        image3: await key(images[2]),
        contactList: JSON.stringify(contactList),
      };
      await trx.insertInto('schoolDetails').values(row).execute();
      records.schools.push({ row, fill: (text) => text.replaceAll('{name}', schoolName) });
    }

    for (const header of headers) {
      const row = { ...times(stamp()), title: header.title, image: await key(header.image) };
      await trx.insertInto('headers').values(row).execute();
      records.headers.push(row);
    }

    for (const post of posts) {
      const { date, time, at } = postMoment(now, post.daysAgo, post.time);
      const fill = (text: string) => text.replaceAll('{year}', date.slice(0, 4));
      const row = {
        ...times(at),
        title: fill(post.title),
        content: fill(post.paragraphs.join('\n\n')),
        image: post.image === null ? null : await key(post.image),
        author: post.author,
        postedBy: post.author,
        ownerId: null,
        date,
        time,
      };
      await trx.insertInto('blogs').values(row).execute();
      records.posts.push({ row, fill });
    }

    // Spread over the past weeks, oldest first, a day and a half apart.
    for (const [i, item] of gallery.entries()) {
      const at = new Date(now.getTime() - (gallery.length - i) * 36 * HOUR);
      await trx
        .insertInto('gallery')
        .values({
          ...times(at),
          title: item.title,
          category: item.category,
          description: item.description,
          image: await key(item.image),
        })
        .execute();
    }

    const { person: _person, ...director } = DIRECTOR;
    const directorRow = { ...times(stamp()), ...director, directorYear: String(year), image: await key(directorImage) };
    await trx.insertInto('directorMessages').values(directorRow).execute();
    records.director = directorRow;
    await seedTranslations(trx, translations, records, now);

    const { topImage: _top, gallery: _gallery, ...partner } = PARTNER;
    const galleryKeys: string[] = [];
    for (const index of partnerGallery) galleryKeys.push(await key(index));
    await trx
      .insertInto('partners')
      .values({
        ...times(stamp()),
        ...partner,
        topImage: await key(partnerTop),
        galleryImages: JSON.stringify(galleryKeys),
      })
      .execute();

    for (const doc of documents) {
      await trx
        .insertInto('documents')
        .values({
          ...times(stamp()),
          category: doc.category,
          documentName: doc.documentName,
          description: doc.description,
          file: await key(doc.file),
          originalName: doc.fileName,
        })
        .execute();
    }

    await trx
      .insertInto('schoolSettings')
      .values({
        ...times(stamp()),
        ...SETTINGS,
        phones: JSON.stringify(SETTINGS.phones),
        emails: JSON.stringify(SETTINGS.emails),
      })
      .execute();
    return true;
  });

  if (!seeded) {
    await deps.media.discard(prepared);
    return false;
  }
  deps.cache.invalidate(...CACHE_KEYS);
  deps.logger.info('added demo content', { files: plan.count, ms: Math.round(performance.now() - started) });
  return true;
}
