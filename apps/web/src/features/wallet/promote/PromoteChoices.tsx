import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import { ServiceIcon } from '../../../components/icons/serviceIcons.tsx';
import { tw } from '../../../messages/index.ts';
import { formatEuros } from '../money.ts';

/** 'service-3' or 'pack-2': one radio group holds both kinds, as an order buys exactly one of them. */
export type ChoiceKey = `service-${number}` | `pack-${number}`;

interface PromoteChoicesProps {
  services: AdvertService[] | undefined;
  packs: AdvertServicePack[] | undefined;
  value: ChoiceKey | null;
  onChange: (key: ChoiceKey) => void;
}

export function PromoteChoices({ services, packs, value, onChange }: PromoteChoicesProps) {
  if (!services || !packs) return <Skeleton variant="rounded" height={320} />;
  return (
    <RadioGroup
      aria-label={tw.promote.choiceLabel}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as ChoiceKey)}
    >
      <Heading>{tw.promote.services}</Heading>
      {services.map((service) => (
        <Choice
          key={`service-${service.id}`}
          value={`service-${service.id}`}
          icon={service.icon}
          name={service.name}
          // What the service does, in one line (the catalogue's description; PRODUCT.md §3 'Advert service').
          detail={
            service.description ||
            (service.durationDays ? tw.promote.duration(service.durationDays) : tw.promote.oneOff)
          }
          price={service.price}
        />
      ))}
      <Heading>{tw.promote.packs}</Heading>
      {packs.map((pack) => (
        <Choice
          key={`pack-${pack.id}`}
          value={`pack-${pack.id}`}
          icon={pack.services[0]?.icon ?? null}
          name={pack.name}
          detail={pack.services.map((s) => s.name).join(', ')}
          price={pack.price}
        />
      ))}
    </RadioGroup>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" color="textSecondary" sx={{ mt: 1.5, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

interface ChoiceProps {
  value: string;
  icon: string | null;
  name: string;
  detail: string;
  price: number;
}

function Choice({ value, icon, name, detail, price }: ChoiceProps) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ mx: 0, py: 0.5, borderBottom: 1, borderColor: 'divider', '& .MuiFormControlLabel-label': { flex: 1 } }}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32 }} aria-hidden>
            <ServiceIcon name={icon} fontSize="small" />
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{name}</Typography>
            <Typography variant="body2" color="textSecondary">
              {detail}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatEuros(price)}</Typography>
        </Box>
      }
    />
  );
}
