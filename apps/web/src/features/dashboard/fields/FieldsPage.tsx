import type { Category, PostField } from '@skelbimai/contract';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { tatAdmin } from '../../../messages/attributes.ts';
import { t } from '../../../messages/lt.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { SelectField } from '../../../ui/Field/Field.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui/Table/Table.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { useCategories, useSubCategoryFields } from '../../categories/index.ts';
import { usePageTitle } from '../../site/index.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { AddFieldForm } from './AddFieldForm.tsx';
import { AddOptionForm } from './AddOptionForm.tsx';
import styles from './FieldsPage.module.css';

/** The chosen subcategory lives in the address, so a reload or a shared link opens the same one. */
const SUB_PARAM = 'subkategorija';

/**
 * /dashboard/laukai (administrators): a subcategory's fields (PRODUCT.md §25) as a table, and two forms: a new
 * choice of a field (a model under its make) and a new field at the end. Existing ads keep their values.
 */
export function FieldsPage() {
  const title = t.pages.dashboardFields;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const categories = useCategories().data ?? [];
  const raw = Number(params.get(SUB_PARAM));
  const subCategoryId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const fields = useSubCategoryFields(subCategoryId);
  return (
    <>
      <DashboardNav />
      <PageHeading>{title}</PageHeading>
      <Text tone="secondary" className={styles.hint}>
        {tatAdmin.hint}
      </Text>
      <SelectField
        label={tatAdmin.subCategory}
        className={styles.sub}
        placeholder=""
        value={subCategoryId ? String(subCategoryId) : ''}
        options={subCategoryOptions(categories)}
        onChange={(event) => setParams(event.target.value ? { [SUB_PARAM]: event.target.value } : {})}
      />
      {subCategoryId === null ? (
        <Text tone="secondary">{tatAdmin.chooseSubCategory}</Text>
      ) : fields.isPending ? (
        <Spinner />
      ) : fields.isError ? (
        <Alert severity="error">{tatAdmin.loadFailed}</Alert>
      ) : (
        <>
          <FieldsTable fields={fields.data} />
          <div className={styles.forms}>
            <AddOptionForm subCategoryId={subCategoryId} fields={fields.data} />
            <AddFieldForm subCategoryId={subCategoryId} />
          </div>
        </>
      )}
    </>
  );
}

function subCategoryOptions(categories: readonly Category[]) {
  return categories.flatMap((main) =>
    main.childCategories.map((sub) => ({ value: String(sub.id), label: `${main.name} › ${sub.name}` })),
  );
}

function FieldsTable({ fields }: { fields: readonly PostField[] }) {
  if (fields.length === 0) return <Text tone="secondary">{tatAdmin.noFields}</Text>;
  const c = tatAdmin.columns;
  return (
    <div className={styles.tableBox}>
      <Table label={tatAdmin.fieldsTable}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{c.label}</TableHeaderCell>
            <TableHeaderCell>{c.key}</TableHeaderCell>
            <TableHeaderCell>{c.type}</TableHeaderCell>
            <TableHeaderCell>{c.flags}</TableHeaderCell>
            <TableHeaderCell numeric>{c.choices}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field.key}>
              <TableCell>{field.label}</TableCell>
              <TableCell>
                <code>{field.key}</code>
              </TableCell>
              <TableCell>
                {tatAdmin.types[field.type]}
                {field.type === 'choice' && field.dependsOn
                  ? ` (${tatAdmin.dependsOn(fields.find((other) => other.key === field.dependsOn)?.label ?? field.dependsOn)})`
                  : ''}
              </TableCell>
              <TableCell>
                {(['required', 'onCard', 'filterable'] as const)
                  .filter((flag) => field[flag])
                  .map((flag) => tatAdmin.flags[flag])
                  .join(', ')}
              </TableCell>
              <TableCell numeric>{choiceCount(field)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function choiceCount(field: PostField): string {
  if (field.type === 'multiChoice') return String(field.options.length);
  if (field.type !== 'choice') return '—';
  if (!field.dependsOn) return String(field.options.length);
  return String(Object.values(field.optionsByParent ?? {}).reduce((sum, list) => sum + list.length, 0));
}
