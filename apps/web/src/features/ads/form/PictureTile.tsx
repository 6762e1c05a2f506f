import type { DragEvent } from 'react';
import { tf } from '../../../messages/adForm.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { cx } from '../../../ui/cx.ts';
import { IconButton } from '../../../ui/IconButton/IconButton.tsx';
import { iconChevronLeft } from '../../../ui/icons/iconChevronLeft.ts';
import { iconChevronRight } from '../../../ui/icons/iconChevronRight.ts';
import { iconDeleteOutlined } from '../../../ui/icons/iconDeleteOutlined.ts';
import { iconErrorOutlined } from '../../../ui/icons/iconErrorOutlined.ts';
import { Icon } from '../../../ui/icons.tsx';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './PictureTile.module.css';
import type { PictureItem } from './usePictureUploads.ts';

const p = tf.pictures;
/** The drag payload type: a picture moved within the list, not files dropped from outside. */
export const PICTURE_DRAG_TYPE = 'application/x-ad-picture';

interface PictureTileProps {
  item: PictureItem;
  index: number;
  /** The good pictures (they come first; refused files follow them). */
  total: number;
  cover: boolean;
  onMove: (key: string, to: number) => void;
  onRemove: (key: string) => void;
}

/**
 * One picture of the form: preview, upload progress or the server's refusal, and buttons to move it
 * left or right (touch and keyboard) or remove it. With a mouse it can also be dragged to a new place.
 */
export function PictureTile({ item, index, total, cover, onMove, onRemove }: PictureTileProps) {
  const failed = item.status === 'failed';
  // A refused file is no picture of the ad: it goes by its file name, not a place in the order.
  const label = failed ? `${p.failed}: ${item.name}` : p.picture(index + 1);

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PICTURE_DRAG_TYPE, item.key);
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PICTURE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const key = event.dataTransfer.getData(PICTURE_DRAG_TYPE);
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    onMove(key, index);
  };

  const percent = Math.round(item.progress * 100);
  return (
    <li
      draggable={!failed}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      aria-label={label}
      data-testid="picture-tile"
      className={cx(styles.tile, cover && styles.cover, failed && styles.failed)}
    >
      <div className={styles.preview}>
        {/* A refused file may not be a picture at all: no preview, just the mark. */}
        {!failed && (
          <img
            src={item.previewUrl}
            alt={label}
            draggable={false}
            className={cx(styles.picture, item.status === 'done' && styles.pictureDone)}
          />
        )}
        {cover && !failed && (
          <Chip tone="primary" size="small" className={styles.coverChip}>
            {p.cover}
          </Chip>
        )}
        {failed && (
          <div className={styles.failedMark}>
            <Icon icon={iconErrorOutlined} size="large" />
          </div>
        )}
      </div>
      {item.status === 'uploading' && (
        <div className={styles.progress}>
          <ProgressBar value={percent} label={item.name} />
          <Text variant="caption" tone="secondary">
            {p.uploading(percent)}
          </Text>
        </div>
      )}
      {failed && (
        <Text as="span" variant="caption" tone="error" role="alert" className={styles.message}>
          {item.error}
        </Text>
      )}
      <div className={styles.buttons}>
        <div>
          <IconButton
            icon={iconChevronLeft}
            size="small"
            aria-label={`${p.moveLeft}: ${label}`}
            disabled={failed || index === 0}
            onClick={() => onMove(item.key, index - 1)}
          />
          <IconButton
            icon={iconChevronRight}
            size="small"
            aria-label={`${p.moveRight}: ${label}`}
            disabled={failed || index === total - 1}
            onClick={() => onMove(item.key, index + 1)}
          />
        </div>
        <IconButton
          icon={iconDeleteOutlined}
          size="small"
          aria-label={`${p.remove}: ${label}`}
          onClick={() => onRemove(item.key)}
        />
      </div>
    </li>
  );
}
