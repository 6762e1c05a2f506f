import DeleteIcon from '@mui/icons-material/Delete';
import PersonIcon from '@mui/icons-material/Person';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useAuth } from '../../../lib/authContext.ts';
import { errorMessages, limits, timings } from '../../../lib/contract.ts';
import { ta } from '../../../messages/index.ts';
import { ACCOUNT_MUTATION, authApi, type PictureSource } from '../accountApi.ts';
import { EditDialog } from './EditDialog.tsx';
import { availableSources, pictureSaveEnabled } from './picture.ts';

/**
 * 'Foto' (PRODUCT.md §2, §4): upload or delete the own picture, or switch the shown one among the own,
 * Google's and Facebook's. Uploads and deletes take effect at once; Save is enabled only after one of
 * them or a change of source. A change of source is saved; otherwise Save just closes after 750 ms.
 */
export function PictureDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { setUser, refresh } = useAuth();
  const initialSource = user.profilePictureSourceType;
  const [source, setSource] = useState<PictureSource>(initialSource);
  const [localChanged, setLocalChanged] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const fail = (error: Error) => setErrors(isApiError(error) ? error.messages : [errorMessages.clientOrServer]);
  const upload = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'picture-upload'],
    mutationFn: authApi.uploadProfilePicture,
    onSuccess: (data) => {
      setUser({ ...user, localPictureUrl: data.localPictureUrl, pictureUrl: data.pictureUrl });
      setLocalChanged(true);
      // A fresh upload is most likely meant to be shown.
      setSource('local');
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'picture-delete'],
    mutationFn: authApi.deleteProfilePicture,
    onSuccess: async () => {
      setLocalChanged(true);
      await refresh();
    },
    onError: fail,
  });
  const change = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'picture-source'],
    mutationFn: authApi.changeProfilePicture,
    onSuccess: (data) => {
      setUser({ ...user, profilePictureSourceType: data.profilePictureSourceType, pictureUrl: data.pictureUrl });
      onClose();
    },
    onError: fail,
  });

  const pending = upload.isPending || remove.isPending || change.isPending;
  const sources = availableSources(user);
  const urls: Record<PictureSource, string | null> = {
    local: user.localPictureUrl,
    google: user.googlePictureUrl,
    facebook: user.facebookPictureUrl,
  };
  const preview = urls[source];
  const px = limits.profilePicturePreviewPx;

  return (
    <EditDialog
      title={ta.account.photo}
      onClose={onClose}
      pending={pending}
      canSubmit={pictureSaveEnabled({ initialSource, source, localChanged }) && !pending && !saved}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors([]);
        if (source !== initialSource) {
          change.mutate(source);
          return;
        }
        setSaved(true);
        closeTimer.current = setTimeout(onClose, timings.pictureSaveCloseMs);
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={preview ?? undefined}
          alt={preview ? ta.dialogs.photoPreview : ''}
          sx={{ width: px, height: px, bgcolor: 'grey.300' }}
          data-testid="picture-preview"
        >
          <PersonIcon sx={{ fontSize: px / 2 }} />
        </Avatar>
        {!preview && (
          <Typography variant="body2" color="textSecondary">
            {ta.dialogs.photoNone}
          </Typography>
        )}
        {sources.length > 1 && (
          <Box sx={{ alignSelf: 'stretch' }}>
            <FormLabel id="picture-source">{ta.dialogs.photoSource}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="picture-source"
              value={source}
              onChange={(event) => setSource(event.target.value as PictureSource)}
            >
              {sources.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={ta.dialogs.photoSources[option]}
                  disabled={pending}
                />
              ))}
            </RadioGroup>
          </Box>
        )}
        {source === 'local' && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={pending}
              onClick={() => fileInput.current?.click()}
            >
              {ta.dialogs.photoUpload}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={pending || !user.localPictureUrl}
              onClick={() => remove.mutate()}
            >
              {ta.dialogs.photoDelete}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              // The formats the server accepts (http/pictureUpload.ts). No HEIC: left out, a phone converts its
              // photo to JPEG as it hands it over, which the server would otherwise refuse.
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              data-testid="picture-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  setErrors([]);
                  upload.mutate(file);
                }
              }}
            />
          </Box>
        )}
        {saved && (
          <Typography role="status" color="success.main">
            {ta.dialogs.saved}
          </Typography>
        )}
        <FormErrors messages={errors} />
      </Box>
    </EditDialog>
  );
}
