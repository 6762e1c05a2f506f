import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Seller } from '@skelbimai/contract';
import { sellerName } from '../../lib/contract.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../messages/index.ts';

/** A contact's state: only whether it is confirmed, never the address or number itself. */
function ConfirmedChip({ confirmed, yes, no }: { confirmed: boolean; yes: string; no: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={confirmed ? 'success' : 'default'}
      icon={confirmed ? <CheckCircleIcon /> : <HelpOutlineIcon />}
      label={confirmed ? yes : no}
    />
  );
}

/** The seller's card at the top of their page. */
export function SellerHeader({ seller }: { seller: Seller }) {
  const name = sellerName(seller.displayName);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="seller-header">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, fontSize: '1.5rem' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography color="textSecondary">{t.adPage.memberSince(formatDate(seller.memberSince))}</Typography>
        </Box>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <ConfirmedChip
          confirmed={seller.phoneConfirmed}
          yes={t.sellerPage.phoneConfirmed}
          no={t.sellerPage.phoneUnconfirmed}
        />
        <ConfirmedChip
          confirmed={seller.emailConfirmed}
          yes={t.sellerPage.emailConfirmed}
          no={t.sellerPage.emailUnconfirmed}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        {t.sellerPage.contactsNote}
      </Typography>
    </Paper>
  );
}

export function SellerHeaderSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-busy>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="50%" height={40} />
          <Skeleton width="30%" />
        </Box>
      </Box>
      <Skeleton width="60%" sx={{ mt: 2 }} />
    </Paper>
  );
}
