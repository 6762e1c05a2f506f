import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { PostPicture } from '@skelbimai/contract';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { t } from '../../../messages/index.ts';
import { SnapStrip } from './SnapStrip.tsx';
import { SpokenPosition } from './SpokenPosition.tsx';

// The full-screen view's code is fetched on the first tap.
const Lightbox = lazy(() => import('./Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

const g = t.adPage.gallery;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'common.white' },
  display: { xs: 'none', sm: 'inline-flex' },
} as const;

/**
 * The ad's pictures: the cover large in a 4:3 box; on phones swipe (scroll-snap) with dots and a
 * counter, on wider screens arrows and thumbnails. A tap or click opens the full-screen view; the
 * left and right arrow keys move while the gallery has focus.
 */
export function Gallery({ pictures, title }: { pictures: PostPicture[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const count = pictures.length;

  if (count === 0) {
    return (
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.disabled',
        }}
      >
        <ImageOutlinedIcon sx={{ fontSize: 64 }} titleAccess={t.ads.noPicture} />
      </Box>
    );
  }

  const go = (step: number) => setIndex((current) => Math.min(count - 1, Math.max(0, current + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Box component="section" aria-label={g.label} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', bgcolor: 'grey.900', borderRadius: { xs: 0, sm: 1 }, overflow: 'hidden' }}>
        <SnapStrip
          count={count}
          index={index}
          onIndexChange={setIndex}
          label={g.label}
          renderSlide={(slide) => {
            const picture = pictures[slide];
            if (!picture) return null;
            return (
              <ButtonBase
                onClick={() => {
                  setIndex(slide);
                  setFullScreen(true);
                }}
                aria-label={`${g.open}: ${g.pictureAlt(title, slide + 1, count)}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  // The strip clips anything outside the picture, so its focus ring is drawn inside (WCAG 2.4.7).
                  '&.Mui-focusVisible': { outlineOffset: '-3px' },
                }}
              >
                <img
                  src={picture.url}
                  alt={g.pictureAlt(title, slide + 1, count)}
                  width={picture.width || undefined}
                  height={picture.height || undefined}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : undefined}
                  decoding="async"
                  style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              </ButtonBase>
            );
          }}
        />
        {count > 1 && (
          <>
            <SpokenPosition index={index} count={count} testId="gallery-position" />
            <Box
              aria-hidden="true"
              data-testid="gallery-counter"
              sx={{
                position: 'absolute',
                right: 8,
                bottom: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.6)',
                color: 'common.white',
                typography: 'caption',
                pointerEvents: 'none',
              }}
            >
              {g.counter(index + 1, count)}
            </Box>
            {index > 0 && (
              <IconButton onClick={() => go(-1)} aria-label={g.previous} sx={{ ...arrowSx, left: 8 }}>
                <ChevronLeftIcon />
              </IconButton>
            )}
            {index < count - 1 && (
              <IconButton onClick={() => go(1)} aria-label={g.next} sx={{ ...arrowSx, right: 8 }}>
                <ChevronRightIcon />
              </IconButton>
            )}
          </>
        )}
      </Box>
      {count > 1 && (
        <>
          {/* Phones: dots under the strip. */}
          <Box
            aria-hidden="true"
            sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center', gap: 0.75, py: 1 }}
          >
            {pictures.map((picture, dot) => (
              <Box
                key={picture.id}
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: dot === index ? 'primary.main' : 'action.disabled',
                }}
              />
            ))}
          </Box>
          {/* Wider screens: thumbnails. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
            {pictures.map((picture, thumb) => (
              <ButtonBase
                key={picture.id}
                onClick={() => setIndex(thumb)}
                aria-label={g.show(thumb + 1)}
                aria-current={thumb === index || undefined}
                sx={{
                  flex: '0 0 auto',
                  width: 88,
                  aspectRatio: '4 / 3',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: thumb === index ? '3px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: -3,
                  opacity: thumb === index ? 1 : 0.75,
                }}
              >
                <img
                  src={picture.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
            ))}
          </Box>
        </>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <Lightbox
            pictures={pictures}
            title={title}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
