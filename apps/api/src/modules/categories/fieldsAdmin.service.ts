import {
  type AddFieldOptionRequest,
  fieldAdminMessages,
  type PostField,
  type PostFieldOption,
  slugify,
} from '@skelbimai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { forgetShared } from '../../http/sharedCache.ts';
import { type AuditRecord, writeAudit } from '../audit/index.ts';

const refused = (property: string, message: string) => AppError.badRequest(message, [{ property, errors: [message] }]);

/** What a change added, for its audit row: recorded in the same transaction as the change. */
type Added = Pick<AuditRecord, 'action' | 'after'>;

/**
 * Changes a subcategory's fields in one statement under a row lock, so two administrators' additions do not
 * overwrite each other, and writes its audit row in the same transaction. Ads are not touched: their values stay
 * as they are (PRODUCT.md §25).
 */
async function changeFields(
  db: Database,
  actor: UserRow,
  subCategoryId: number,
  change: (fields: PostField[]) => { fields: PostField[]; added: Added },
): Promise<PostField[]> {
  const fields = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ parentId: categories.parentId, fields: categories.fields })
      .from(categories)
      .where(eq(categories.id, subCategoryId))
      .for('update');
    if (!row || row.parentId === null) throw AppError.notFound(fieldAdminMessages.noSuchField);
    const { fields: changed, added } = change(structuredClone(row.fields));
    await tx
      .update(categories)
      .set({ fields: sql`${JSON.stringify(changed)}::jsonb` })
      .where(eq(categories.id, subCategoryId));
    await writeAudit(tx, actor, { ...added, targetType: 'category', targetId: subCategoryId });
    return changed;
  });
  // The tree, the fields map and the pages that show them.
  forgetShared(db, 'categoryTree', 'categoryFields');
  return fields;
}

/** Adds a choice to a choice field; with `parent`, to that parent value's list (a model of a make). */
export function addFieldOption(db: Database, actor: UserRow, subCategoryId: number, input: AddFieldOptionRequest) {
  return changeFields(db, actor, subCategoryId, (fields) => {
    const field = fields.find((candidate) => candidate.key === input.key);
    if (!field) throw refused('key', fieldAdminMessages.noSuchField);
    if (field.type !== 'choice' && field.type !== 'multiChoice') throw refused('key', fieldAdminMessages.notAChoice);
    const value = input.value ?? slugify(input.label);
    if (!/^[a-z0-9-]{1,40}$/.test(value)) throw refused('value', fieldAdminMessages.badValue);
    const option: PostFieldOption = { value, label: input.label };
    let list: PostFieldOption[];
    if (field.type === 'choice' && field.dependsOn) {
      const parentField = fields.find((candidate) => candidate.key === field.dependsOn);
      const parents = parentField && parentField.type === 'choice' ? parentField.options : [];
      if (!input.parent || !parents.some((parent) => parent.value === input.parent))
        throw refused('parent', fieldAdminMessages.noSuchParent);
      field.optionsByParent ??= {};
      field.optionsByParent[input.parent] ??= [];
      list = field.optionsByParent[input.parent] as PostFieldOption[];
    } else {
      list = field.options;
    }
    if (list.some((existing) => existing.value === value)) throw refused('label', fieldAdminMessages.optionExists);
    list.push(option);
    const after = { fieldKey: field.key, optionLabel: option.label, optionValue: value, parentValue: input.parent };
    return { fields, added: { action: 'field.addOption', after } };
  });
}

/** Adds a field at the end of a subcategory's fields. */
export function addPostField(db: Database, actor: UserRow, subCategoryId: number, field: PostField) {
  return changeFields(db, actor, subCategoryId, (fields) => {
    if (fields.some((existing) => existing.key === field.key))
      throw refused('field.key', fieldAdminMessages.fieldExists);
    if (field.type === 'choice' && field.dependsOn) {
      const parent = fields.find((existing) => existing.key === field.dependsOn);
      if (parent?.type !== 'choice') throw refused('field.dependsOn', fieldAdminMessages.noSuchDependency);
    }
    const after = { fieldKey: field.key, fieldLabel: field.label, fieldType: field.type };
    return { fields: [...fields, field], added: { action: 'field.add', after } };
  });
}
