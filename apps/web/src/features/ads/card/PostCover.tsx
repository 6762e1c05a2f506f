import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { PostPicture } from '@skelbimai/contract';
import { t } from '../../../messages/index.ts';

/**
 * The cover thumbnail in a fixed 4:3 box: the box has its size before the picture arrives, so a
 * loading list never jumps. Pictures below the fold load only when scrolled near (loading="lazy").
 */
export function PostCover({ picture }: { picture: PostPicture | undefined }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.disabled',
      }}
    >
      {picture ? (
        <img
          src={picture.thumbnailUrl}
          // The title right beside it names the ad; repeating it would make screen readers say it twice.
          alt=""
          loading="lazy"
          decoding="async"
          width={picture.width > 0 ? Math.min(picture.width, 400) : 400}
          height={
            picture.height > 0 ? Math.round((Math.min(picture.width, 400) * picture.height) / picture.width) : 300
          }
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageOutlinedIcon fontSize="large" titleAccess={t.ads.noPicture} />
      )}
    </Box>
  );
}
