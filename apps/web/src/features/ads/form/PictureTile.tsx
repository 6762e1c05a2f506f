import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import { t } from '../../../messages/index.ts';
import type { PictureItem } from './usePictureUploads.ts';

const p = t.adForm.pictures;
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

  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={!failed}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      aria-label={label}
      data-testid="picture-tile"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        cursor: failed ? 'default' : 'grab',
        borderColor: failed ? 'error.main' : cover ? 'primary.main' : undefined,
        borderWidth: cover ? 2 : 1,
        listStyle: 'none',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        {/* A refused file may not be a picture at all: no preview, just the mark. */}
        {!failed && (
          <img
            src={item.previewUrl}
            alt={label}
            draggable={false}
            style={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
              opacity: item.status === 'done' ? 1 : 0.5,
            }}
          />
        )}
        {cover && !failed && (
          <Chip label={p.cover} color="primary" size="small" sx={{ position: 'absolute', top: 6, left: 6 }} />
        )}
        {failed && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'error.main',
            }}
          >
            <ErrorOutlineIcon fontSize="large" />
          </Box>
        )}
      </Box>
      {item.status === 'uploading' && (
        <Box sx={{ px: 1, pt: 0.5 }}>
          <LinearProgress variant="determinate" value={Math.round(item.progress * 100)} aria-label={item.name} />
          <Typography variant="caption" color="textSecondary">
            {p.uploading(Math.round(item.progress * 100))}
          </Typography>
        </Box>
      )}
      {failed && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', px: 1, pt: 0.5 }}>
          {item.error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5 }}>
        <Box>
          <IconButton
            size="small"
            aria-label={`${p.moveLeft}: ${label}`}
            disabled={failed || index === 0}
            onClick={() => onMove(item.key, index - 1)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${p.moveRight}: ${label}`}
            disabled={failed || index === total - 1}
            onClick={() => onMove(item.key, index + 1)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Box>
        <IconButton size="small" aria-label={`${p.remove}: ${label}`} onClick={() => onRemove(item.key)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
