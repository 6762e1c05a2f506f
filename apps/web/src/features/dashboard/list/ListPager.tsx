import { tadm } from '../../../messages/admin.ts';
import { Pagination } from '../../../ui/Pagination/Pagination.tsx';
import styles from './ListPager.module.css';

/** Page numbers under a dashboard list; hidden when everything fits on one page. */
export function ListPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      className={styles.pager}
      count={totalPages}
      page={Math.min(page, totalPages)}
      onChange={onChange}
      siblingCount={0}
      label={tadm.list.paging}
      pageLabel={tadm.list.pageNumber}
      nextLabel={tadm.list.next}
      previousLabel={tadm.list.previous}
    />
  );
}
