// Rows of other tables that go to the trash with a record and come back with it (server/trash/): a record's
// translations (decision 021), and an account's two-step sign-in (its sessions do not come back).
import type { RecoveryCodeRow, TranslationRow, TwoStepRow } from '../db/schema.ts';
import { insertTranslationRows, removeTranslations, translationRows } from '../repositories/translations.ts';
import type { RelatedRows } from './index.ts';

/** A record's translations: they leave the table with it and come back with it. */
export const translatedRows = (type: string): RelatedRows => ({
  keep: async (db, id) => {
    const rows = await translationRows(db, type, id);
    await removeTranslations(db, type, id);
    return { translations: rows };
  },
  restore: (db, related) =>
    insertTranslationRows(db, (related as { translations?: TranslationRow[] }).translations ?? []),
});

interface TwoStepRows {
  twoStep: TwoStepRow[];
  recoveryCodes: RecoveryCodeRow[];
}

/** A user's two-step sign-in: its secret and unused recovery codes (the database deletes them with the account). */
export const twoStepRows: RelatedRows = {
  keep: async (db, id): Promise<TwoStepRows> => ({
    twoStep: await db.selectFrom('twoStep').selectAll().where('userId', '=', id).execute(),
    recoveryCodes: await db.selectFrom('recoveryCodes').selectAll().where('userId', '=', id).execute(),
  }),
  restore: async (db, related) => {
    const { twoStep = [], recoveryCodes = [] } = (related ?? {}) as Partial<TwoStepRows>;
    if (twoStep.length) await db.insertInto('twoStep').values(twoStep).execute();
    if (recoveryCodes.length) await db.insertInto('recoveryCodes').values(recoveryCodes).execute();
  },
};
