import { paymentProviders, paymentStatusValues } from '@skelbimai/contract';
import { tadm } from '../../../messages/admin.ts';
import { TextField } from '../../../ui/Field/Field.tsx';
import { CommitField } from '../list/CommitField.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import styles from '../list/filters.module.css';
import type { useListParams } from '../list/useListParams.ts';

const tx = tadm.transactions;
// 4 (failed) reads 'Neapmokėtas' like 0 (PRODUCT.md §4); two choices with one label would confuse, so 0–3 only.
const statusChoices = paymentStatusValues
  .filter((status) => status !== 4)
  .map((status) => ({ value: String(status), label: tx.statuses[status] ?? '' }));
const providerChoices = paymentProviders.map((provider) => ({
  value: provider,
  label: tx.providers[provider] ?? provider,
}));

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="date"
      className={styles.date}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Filters of the payments and orders lists: user (part of a name or e-mail), (payments) status and provider, dates. */
export function TransactionFilters({ list, payments }: { list: ReturnType<typeof useListParams>; payments: boolean }) {
  return (
    <>
      <CommitField
        label={tx.userFilter}
        value={list.get('user')}
        // A name or e-mail replaces an exact user id an older link may carry.
        onCommit={(user) => list.setFilters({ user, userId: '' })}
      />
      {payments && (
        <>
          <FilterSelect
            label={tx.status}
            value={list.get('status')}
            choices={statusChoices}
            anyLabel={tadm.list.any}
            onChange={(status) => list.setFilters({ status })}
          />
          <FilterSelect
            label={tx.provider}
            value={list.get('provider')}
            choices={providerChoices}
            anyLabel={tadm.list.any}
            onChange={(provider) => list.setFilters({ provider })}
          />
        </>
      )}
      <DateField
        label={tx.dateFrom}
        value={list.get('dateFrom')}
        onChange={(dateFrom) => list.setFilters({ dateFrom })}
      />
      <DateField label={tx.dateTo} value={list.get('dateTo')} onChange={(dateTo) => list.setFilters({ dateTo })} />
    </>
  );
}
