import { useRef } from 'react';
import { tm } from '../../messages/conversations.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconAddPhotoAlternateOutlined } from '../../ui/icons/iconAddPhotoAlternateOutlined.ts';
import { iconClose } from '../../ui/icons/iconClose.ts';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import type { PictureUploads } from '../ads/form/usePictureUploads.ts';
import styles from './pictures.module.css';

/**
 * 'Pridėti nuotrauką' under the reply field (PRODUCT.md §29): each chosen file uploads at once through the ad form's
 * uploads, shown as a small preview with its progress or the server's refusal, and 'Pašalinti'. The limit is told.
 */
export function AttachPictures({ uploads }: { uploads: PictureUploads }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.attach}>
      <div className={styles.attachBar}>
        <Button
          variant="text"
          size="small"
          startIcon={iconAddPhotoAlternateOutlined}
          disabled={uploads.full}
          onClick={() => input.current?.click()}
        >
          {tm.attachPicture}
        </Button>
        <Text as="span" variant="caption" tone="secondary" data-testid="attach-limit">
          {tm.picturesLimit}
        </Text>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="message-picture-input"
          onChange={(event) => {
            uploads.addFiles([...(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </div>
      {uploads.notice && (
        <Text variant="caption" tone="error" role="alert">
          {uploads.notice}
        </Text>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label={tm.attachedPictures} className={styles.previews}>
          {uploads.items.map((item) => {
            const failed = item.status === 'failed';
            const percent = Math.round(item.progress * 100);
            return (
              <li
                key={item.key}
                className={cx(styles.preview, failed && styles.previewFailed)}
                data-testid="attached-picture"
              >
                {!failed && (
                  <img
                    src={item.previewUrl}
                    alt={item.name}
                    className={cx(styles.previewImage, item.status === 'done' && styles.previewDone)}
                  />
                )}
                {item.status === 'uploading' && (
                  <ProgressBar
                    value={percent}
                    label={item.name}
                    valueText={tm.pictureUploading(percent)}
                    className={styles.previewProgress}
                  />
                )}
                <IconButton
                  icon={iconClose}
                  size="small"
                  aria-label={tm.removePicture(item.name)}
                  title={tm.removePicture(item.name)}
                  onClick={() => uploads.remove(item.key)}
                  className={styles.previewRemove}
                />
                {failed && (
                  <Text as="span" variant="caption" tone="error" role="alert" className={styles.previewError}>
                    {item.error}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
