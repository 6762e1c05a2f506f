import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { tadm } from '../../../messages/admin.ts';

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
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={tadm.list.paging} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_event, value) => onChange(value)}
        siblingCount={0}
        getItemAriaLabel={(type, number) =>
          type === 'page' ? tadm.list.pageNumber(number ?? 0) : type === 'next' ? tadm.list.next : tadm.list.previous
        }
      />
    </Box>
  );
}
