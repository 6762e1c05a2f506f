import { type Category, holdMessages, type PostField, type PostPicture } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, isApiError } from '../../../api/index.ts';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { paths } from '../../../lib/paths.ts';
import { tf } from '../../../messages/adForm.ts';
import { t } from '../../../messages/lt.ts';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { useNameGate } from '../../auth/index.ts';
import { categoriesQuery, useSubCategoryFields } from '../../categories/index.ts';
import { useSiteInfo } from '../../site/index.ts';
import { postListKeys } from '../api.ts';
import { forgetRecentLists } from '../list/usePagedPosts.ts';
import { createPost, postKeys, updatePost } from '../postApi.ts';
import { AttributeFields } from './AttributeFields.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import { FormSelect } from './FormSelect.tsx';
import { PictureUploader } from './PictureUploader.tsx';
import styles from './PostForm.module.css';
import { PriceField } from './PriceField.tsx';
import {
  adFormFieldsWith,
  makePostFormSchema,
  type PostFormValues,
  toCreateRequest,
  toUpdateRequest,
} from './postFormSchema.ts';
import { usePictureUploads } from './usePictureUploads.ts';

const f = tf.fields;

/**
 * The town's settlements to pick from (DECISIONS #111); an ad's older free-text location ('Naujasodis, Kėdainių
 * r.') stays a choice of its own, so editing the ad keeps it unless the seller picks another.
 */
function locationChoices(places: string[], current: string): string[] {
  return current && !places.includes(current) ? [current, ...places] : places;
}
const PICTURES_PROPERTY = 'pictureIds';
const NAME_PROPERTY = 'firstName';

export interface PostFormProps {
  /** The ad being edited; absent when creating. */
  editId?: number;
  defaults: PostFormValues;
  initialPictures: PostPicture[];
  /** Edit mode sends the phone only if the form knew it (or it was typed). */
  phoneKnown: boolean;
  categories: Category[];
  maxPictures: number;
}

/**
 * Every field of an ad, checked with the contract's schemas as the person types, and the server's
 * messages placed under their fields. A failed save keeps everything as typed; a successful one opens
 * the ad with a snackbar.
 */
export function PostForm({ editId, defaults, initialPictures, phoneKnown, categories, maxPictures }: PostFormProps) {
  // The subcategory's fields arrive after it is chosen; the schema, made once, reads the latest ones.
  const fieldsRef = useRef<readonly PostField[]>([]);
  const [schema] = useState(() => makePostFormSchema(() => fieldsRef.current));
  // The API's messages for 'attributes.<key>' go under the fields known by the time it answers.
  const { form, general, setGeneral, showError } = useZodForm(schema, defaults, adFormFieldsWith(fieldsRef.current));
  const { control, setValue, formState } = form;
  const uploads = usePictureUploads(initialPictures, maxPictures);
  const [pictureErrors, setPictureErrors] = useState<string[]>([]);
  const [categoryId, subCategoryId, priceMode, description, location] = useWatch({
    control,
    name: ['categoryId', 'subCategoryId', 'priceMode', 'description', 'location'],
  });
  const fieldsQuery = useSubCategoryFields(subCategoryId ? Number(subCategoryId) : null);
  const fields = fieldsQuery.data ?? [];
  fieldsRef.current = fields;
  // Sending before the fields arrive would check nothing and, when editing, drop the ad's values.
  const fieldsLoading = fieldsQuery.isPending && fieldsQuery.fetchStatus !== 'idle';
  const places = useSiteInfo().data?.places ?? [];
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  // The seller already has this ad (409): the message names it, and a link leads to renewing it.
  const [duplicate, setDuplicate] = useState(false);
  useLeaveWarning((formState.isDirty || uploads.changed) && !saved);

  // Lists, counts and similar ads changed: fetch them afresh on the next visit.
  const afterSave = () => {
    forgetRecentLists();
    void queryClient.invalidateQueries({ queryKey: postListKeys.all });
    void queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
  };

  const names = useNameGate();
  const save = async (values: PostFormValues) => {
    setGeneral([]);
    setPictureErrors([]);
    try {
      let id: number;
      let held = false;
      if (editId !== undefined) {
        const includePhone = phoneKnown || Boolean(formState.dirtyFields.contactPhone);
        const post = await updatePost(
          toUpdateRequest(editId, values, uploads.pictureIds, includePhone, fieldsQuery.data),
        );
        queryClient.setQueryData(postKeys.single(post.id), post);
        id = post.id;
        held = post.status === 'held';
      } else {
        ({ id, held } = await createPost(toCreateRequest(values, uploads.pictureIds, fields)));
      }
      setSaved(true);
      afterSave();
      // A held ad is saved, not published: the owner is told so, in the server's words.
      if (held) snackbar.show({ text: holdMessages.heldOnSave, color: 'warning' });
      else snackbar.show({ text: editId !== undefined ? tf.saved : tf.created, color: 'success' });
      navigate(paths.ad(id));
    } catch (error) {
      if (!isApiError(error)) return showError(error);
      // The account has no name after all (cleared in another tab): ask, then post what is typed.
      if (error.fieldMessages(NAME_PROPERTY).length > 0) return names.askName(() => void save(values));
      setDuplicate(error.status === 409);
      // The pictures' messages go to the pictures; the rest under their fields or at the top.
      setPictureErrors(error.fieldMessages(PICTURES_PROPERTY));
      const { [PICTURES_PROPERTY]: _pictures, ...fields } = error.fieldErrors;
      showError(new ApiError(error.status, error.messages, fields));
    }
  };
  // A first ad names its seller: an account without a name is asked for one first (PRODUCT.md §26).
  const submit = form.handleSubmit((values) =>
    editId !== undefined ? save(values) : names.withName(() => void save(values)),
  );

  const descriptionLength = (description ?? '').length;
  // The name question sits beside the form, not in it: its own form's submit must not reach this one.
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-label={editId !== undefined ? tf.titleEdit : tf.titleNew}
      >
        <FormTextField
          name="title"
          control={control}
          label={f.title}
          required
          helperText={tf.titleHint}
          maxLength={100}
        />
        <CategoryPicker categories={categories} control={control} setValue={setValue} categoryId={categoryId} />
        <FormSelect
          name="postType"
          control={control}
          label={f.postType}
          options={Object.entries(t.ads.postTypes).map(([value, label]) => ({ value, label }))}
          className={styles.postType}
        />
        <AttributeFields
          fields={fields}
          control={control}
          setValue={setValue}
          loading={fieldsLoading}
          failed={fieldsQuery.isError}
        />
        <PriceField control={control} priceMode={priceMode} />
        <FormTextField
          name="description"
          control={control}
          label={f.description}
          multiline
          rows={6}
          helperText={tf.descriptionCounter(descriptionLength, 5000)}
          className={styles.description}
        />
        <div className={styles.pair}>
          <FormSelect
            name="location"
            control={control}
            label={f.location}
            hint={tf.locationHint}
            options={locationChoices(places, location).map((place) => ({ value: place, label: place }))}
          />
          <FormTextField
            name="contactPhone"
            control={control}
            label={f.contactPhone}
            helperText={tf.phoneHint}
            type="tel"
            autoComplete="tel"
          />
        </div>
        <PictureUploader uploads={uploads} max={maxPictures} errors={pictureErrors} />
        <FormErrors messages={general} />
        {duplicate && (
          <ButtonLink to={paths.myAds} variant="text" size="small" className={styles.toMyAds}>
            {tf.toMyAds}
          </ButtonLink>
        )}
        <div className={styles.footer}>
          {uploads.uploading && (
            <Text variant="body2" tone="secondary" className={styles.uploadsRunning} aria-live="polite">
              {tf.uploadsRunning}
            </Text>
          )}
          <Button
            variant="text"
            className={styles.cancel}
            onClick={() => navigate(editId !== undefined ? paths.ad(editId) : paths.home)}
          >
            {tf.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="large"
            loading={formState.isSubmitting}
            disabled={uploads.uploading || fieldsLoading}
          >
            {editId !== undefined ? tf.submitEdit : tf.submitCreate}
          </Button>
        </div>
      </form>
      {names.prompt}
    </>
  );
}

/** The browser's own 'leave the page?' question while there are unsaved changes. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
