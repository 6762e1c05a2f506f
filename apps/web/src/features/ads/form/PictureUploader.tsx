import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { t } from '../../../messages/index.ts';
import { PictureTile } from './PictureTile.tsx';
import type { PictureUploads } from './usePictureUploads.ts';

const p = t.adForm.pictures;

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
    // minWidth 0: a fieldset's own minimum is its content's width, which at 200 % text is wider than a phone.
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          alignItems: 'baseline',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {p.heading}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="picture-count" aria-live="polite">
          {p.count(uploads.counted, max)}
        </Typography>
      </Box>
      <Box
        onDragOver={onDragOver}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dropping ? 'primary.main' : 'divider',
          bgcolor: dropping ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'inline' }, mr: 1 }}>
          {p.drop}
        </Typography>
        {/* A real button that opens the file dialog: a <label> styled as one took focus but ignored Enter and Space. */}
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
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
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
          {p.hint}
        </Typography>
      </Box>
      {uploads.notice && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {uploads.notice}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.join(' ')}
        </Alert>
      )}
      {uploads.items.length > 0 && (
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
            gap: 1.5,
            alignItems: 'start',
            p: 0,
            m: 0,
            mt: 1.5,
          }}
        >
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
        </Box>
      )}
    </Box>
  );
}
