// /api/brightSchoolDetails: the schools (Admin and Director manage them).
import { Hono, type Context } from 'hono';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import { schoolDetailSchema, type SchoolDetailInput } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import type { SchoolDetailRow } from '../db/schema.ts';
import { parse, readForm, type FormInput } from '../http/body.ts';
import type { MediaTx, Trx } from '../media/media-store.ts';
import {
  SCHOOL_IMAGES,
  findSchoolRow,
  insertSchool,
  presentSchools,
  readSchool,
  updateSchool,
} from '../repositories/school-details.ts';
import { prepareUploads, replaceFile, saveWithUploads, type Uploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { found, idParam, removes, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { keepVersion } from '../repositories/versions.ts';
import { refuseTakenSchoolName } from './name-clashes.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'School details not found.';
const access = API_ACCESS.schoolDetails;
type SchoolImage = (typeof SCHOOL_IMAGES)[number];
const IMAGE_FIELDS = { headImage: {}, image1: {}, image2: {}, image3: {} };

/**
 * The school's columns from the form, inside the write's transaction: a name no other school has, and the
 * four pictures.
 */
async function schoolColumns(
  trx: Trx,
  files: MediaTx,
  input: SchoolDetailInput,
  form: FormInput,
  uploads: Uploads<SchoolImage>,
  stored?: SchoolDetailRow,
) {
  await refuseTakenSchoolName(trx, input.schoolName, stored?._id);
  const images = {} as Record<SchoolImage, string | null>;
  for (const name of SCHOOL_IMAGES) {
    images[name] = await replaceFile(files, stored?.[name] ?? null, uploads[name][0], removes(form, name));
  }
  return { ...input, contactList: JSON.stringify(input.contactList), ...images };
}

export function schoolDetailRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const schema = schoolDetailSchema(deps.config.schoolNames);

  const mayWrite = (c: Context<AppEnv>) => allows(access.write, c.var.user?.role);

  app.get('/', allow(access.read), async (c) => answerList(c, deps, PUBLIC_LISTS.schools, () => mayWrite(c)));

  app.get('/:id', allow(access.read), async (c) => {
    const school = found(await readSchool(deps.db, idParam(c)), NOT_FOUND);
    return answerRecord(c, deps.db, 'schoolDetails', school, mayWrite(c));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: SCHOOL_IMAGES });
    const input = parse(schema, form.fields);
    const languages = readTranslationForm(c, 'schoolDetails', form.fields);
    const uploads = await prepareUploads(deps.media, form.files, IMAGE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const columns = await schoolColumns(trx, files, input, form, uploads);
      const row = { _id: newId(), ...columns, lang: languages.originalLang, createdAt: now, updatedAt: now };
      return saveTranslations(trx, c, 'schoolDetails', await insertSchool(trx, row), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.schools.key);
    await noteCreated(deps, c, 'schoolDetails', row, row.schoolName);
    return answerRecord(c, deps.db, 'schoolDetails', await presentSchools.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: SCHOOL_IMAGES });
    const stored = found(await findSchoolRow(deps.db, id), NOT_FOUND);
    const input = parse(schema, withStoredValues(schema, form.fields, stored));
    const languages = readTranslationForm(c, 'schoolDetails', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, IMAGE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const columns = await schoolColumns(trx, files, input, form, uploads, stored);
      const now = new Date();
      const saved = await updateSchool(trx, id, {
        ...columns,
        lang: languages.originalLang,
        updatedAt: now.toISOString(),
      });
      await keepVersion(trx, { type: 'schoolDetails', before: stored, after: saved, by: currentUser(c), at: now });
      return saveTranslations(trx, c, 'schoolDetails', saved, languages, now);
    });
    deps.cache.invalidate(PUBLIC_LISTS.schools.key);
    await noteUpdated(deps, c, 'schoolDetails', stored, row);
    return answerRecord(c, deps.db, 'schoolDetails', await presentSchools.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findSchoolRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'schoolDetails', stored);
  });

  return app;
}
