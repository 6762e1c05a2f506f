import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PostPicture } from '@skelbimai/contract';
import type { KeyboardEvent } from 'react';
import { t } from '../../../messages/index.ts';
import { SnapStrip } from './SnapStrip.tsx';
import { SpokenPosition } from './SpokenPosition.tsx';

interface LightboxProps {
  pictures: PostPicture[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const g = t.adPage.gallery;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
} as const;

/**
 * The full-screen view: large pictures on black, swipe or arrow buttons or the keyboard's arrows to
 * move, Escape (the dialog's own) or the close button to leave.
 */
export function Lightbox({ pictures, title, index, onIndexChange, onClose }: LightboxProps) {
  const count = pictures.length;
  const go = (step: number) => onIndexChange(Math.min(count - 1, Math.max(0, index + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
    // React events bubble through portals: the gallery behind must not move a second time.
    event.stopPropagation();
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      // The role="dialog" element is the paper: the name goes there.
      slotProps={{ paper: { 'aria-label': g.fullScreen, sx: { bgcolor: 'common.black' } } }}
    >
      <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, color: 'common.white' }}>
          <Typography sx={{ flexGrow: 1, px: 1 }} aria-hidden="true" data-testid="lightbox-counter">
            {g.counter(index + 1, count)}
          </Typography>
          <SpokenPosition index={index} count={count} testId="lightbox-position" />
          <IconButton onClick={onClose} aria-label={g.close} sx={{ color: 'common.white' }} autoFocus>
            <CloseIcon />
          </IconButton>
        </Box>
        <SnapStrip
          count={count}
          index={index}
          onIndexChange={onIndexChange}
          label={g.fullScreen}
          sx={{ flexGrow: 1, minHeight: 0 }}
          renderSlide={(slide) => {
            const picture = pictures[slide];
            return (
              <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {picture && (
                  <img
                    src={picture.url}
                    alt={g.pictureAlt(title, slide + 1, count)}
                    loading={Math.abs(slide - index) <= 1 ? 'eager' : 'lazy'}
                    style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
                  />
                )}
              </Box>
            );
          }}
        />
        {index > 0 && (
          <IconButton onClick={() => go(-1)} aria-label={g.previous} sx={{ ...arrowSx, left: 8 }} size="large">
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
        )}
        {index < count - 1 && (
          <IconButton onClick={() => go(1)} aria-label={g.next} sx={{ ...arrowSx, right: 8 }} size="large">
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        )}
      </Box>
    </Dialog>
  );
}
