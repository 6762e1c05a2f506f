import type { PostPicture } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';
import { iconImageOutlined } from '../../../ui/icons/iconImageOutlined.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './PostCover.module.css';

/**
 * The cover thumbnail in a fixed 4:3 box (PostCover.module.css): the box has its size before the picture arrives,
 * so a loading list never jumps. Pictures below the fold load only when scrolled near (loading="lazy").
 */
export function PostCover({ picture }: { picture: PostPicture | undefined }) {
  return (
    <div className={styles.cover}>
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
        />
      ) : (
        <Icon icon={iconImageOutlined} size="large" title={t.ads.noPicture} />
      )}
    </div>
  );
}
