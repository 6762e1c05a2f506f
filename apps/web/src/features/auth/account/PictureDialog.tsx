import type { User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useAuth } from '../../../lib/authContext.ts';
import { errorMessages, limits, timings } from '../../../lib/contract.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { RadioGroup } from '../../../ui/Choice/Choice.tsx';
import { cx } from '../../../ui/cx.ts';
import { iconDelete } from '../../../ui/icons/iconDelete.ts';
import { iconPerson } from '../../../ui/icons/iconPerson.ts';
import { iconUpload } from '../../../ui/icons/iconUpload.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { ACCOUNT_MUTATION, authApi, type PictureSource } from '../accountApi.ts';
import styles from './account.module.css';
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
      className={cx(styles.form, styles.pictureForm)}
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
      {preview ? (
        <img
          src={preview}
          alt={ta.dialogs.photoPreview}
          width={px}
          height={px}
          className={styles.preview}
          data-testid="picture-preview"
        />
      ) : (
        // The preview's size is the contract's, so it is set here rather than in the module.
        <span className={styles.preview} style={{ width: px, height: px }} data-testid="picture-preview">
          <Icon icon={iconPerson} className={styles.previewIcon} />
        </span>
      )}
      {!preview && (
        <Text variant="body2" tone="secondary">
          {ta.dialogs.photoNone}
        </Text>
      )}
      {sources.length > 1 && (
        <RadioGroup
          className={styles.sources}
          legend={ta.dialogs.photoSource}
          name="picture-source"
          direction="row"
          value={source}
          onChange={(value) => setSource(value as PictureSource)}
          options={sources.map((option) => ({
            value: option,
            label: ta.dialogs.photoSources[option],
            disabled: pending,
          }))}
        />
      )}
      {source === 'local' && (
        <div className={styles.pictureButtons}>
          <Button startIcon={iconUpload} disabled={pending} onClick={() => fileInput.current?.click()}>
            {ta.dialogs.photoUpload}
          </Button>
          <Button
            className={styles.dangerOutlined}
            startIcon={iconDelete}
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
        </div>
      )}
      {saved && (
        <Text role="status" className={styles.saved}>
          {ta.dialogs.saved}
        </Text>
      )}
      <FormErrors messages={errors} />
    </EditDialog>
  );
}
