import { type DragEvent, useRef, useState } from 'react';
import { tf } from '../../../messages/adForm.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { iconAddPhotoAlternateOutlined } from '../../../ui/icons/iconAddPhotoAlternateOutlined.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { PictureTile } from './PictureTile.tsx';
import styles from './PictureUploader.module.css';
import type { PictureUploads } from './usePictureUploads.ts';

const p = tf.pictures;

interface PictureUploaderProps {
  uploads: PictureUploads;
  max: number;
  /** The server's messages about the pictures as a whole (property pictureIds). */
  errors: string[];
}

/** Choosing or dropping files, the count against the maximum, and the ordered tiles (first = cover). */
export function PictureUploader({ uploads, max, errors }: PictureUploaderProps) {
  const [dropping, setDropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const coverKey = uploads.items.find((item) => item.status !== 'failed')?.key;

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event) || uploads.full) return;
    event.preventDefault();
    setDropping(true);
  };
  const onDrop = (event: DragEvent) => {
    setDropping(false);
    if (!hasFiles(event)) return;
    event.preventDefault();
    uploads.addFiles([...event.dataTransfer.files]);
  };

  return (
    <fieldset className={styles.fieldset}>
      <div className={styles.header}>
        <legend className={styles.legend}>{p.heading}</legend>
        <Text variant="body2" tone="secondary" data-testid="picture-count" aria-live="polite">
          {p.count(uploads.counted, max)}
        </Text>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse's extra; the button does the same */}
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        className={cx(styles.dropZone, dropping && styles.dropping)}
      >
        <Text as="span" variant="body2" className={styles.dropText}>
          {p.drop}
        </Text>
        {/* A real button that opens the file dialog: a <label> styled as one took focus but ignored Enter and Space. */}
        <Button
          variant="secondary"
          startIcon={iconAddPhotoAlternateOutlined}
          disabled={uploads.full}
          onClick={() => input.current?.click()}
        >
          {p.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="picture-input"
          onChange={(event) => {
            uploads.addFiles([...(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <Text variant="caption" tone="secondary" className={styles.hint}>
          {p.hint}
        </Text>
      </div>
      {uploads.notice && (
        <Alert severity="warning" className={styles.alert}>
          {uploads.notice}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert severity="error" className={styles.alert}>
          {errors.join(' ')}
        </Alert>
      )}
      {uploads.items.length > 0 && (
        <ol className={styles.tiles}>
          {uploads.items.map((item, index) => (
            <PictureTile
              key={item.key}
              item={item}
              index={index}
              total={uploads.counted}
              cover={item.key === coverKey}
              onMove={uploads.move}
              onRemove={uploads.remove}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}
