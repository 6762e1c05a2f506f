import type { Post } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ErrorView } from '../../app/ErrorView.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { limits } from '../../lib/contract.ts';
import { tf } from '../../messages/adForm.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { useAuth } from '../auth/index.ts';
import { useCategories } from '../categories/index.ts';
import { usePageTitle, useSiteInfo } from '../site/index.ts';
import { PostForm } from './form/PostForm.tsx';
import { adFormFromPost, emptyAdForm } from './form/postFormSchema.ts';
import styles from './NewAdPage.module.css';
import { fetchPostPhone, maxPictureCountQuery, parsePostId, singlePostQuery } from './postApi.ts';

/**
 * /new creates an ad; /new?panasus={id} (paths.similarAd) creates one filled from the owner's ad {id};
 * /new?id={id} (paths.editAd) edits one, for its owner or a moderator only.
 * The whole form is this lazily loaded chunk, so zod and the form code stay out of the home page.
 */
export default function NewAdPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  if (rawId === null) {
    const similar = params.get('panasus');
    if (similar === null) return <CreateAd />;
    const fromId = parsePostId(similar);
    if (fromId === null) return <ErrorView notFound />;
    return <SimilarAd key={fromId} id={fromId} />;
  }
  const id = parsePostId(rawId);
  if (id === null) return <ErrorView notFound />;
  // A new key when the id changes (or 'Naujas skelbimas' is clicked while editing) starts a fresh form.
  return <EditAd key={id} id={id} />;
}

function useFormData() {
  const categories = useCategories();
  const max = useQuery(maxPictureCountQuery).data ?? limits.defaultMaxPostPictureCount;
  return { categories, max };
}

function CategoriesFailed() {
  return <Alert severity="error">{tf.categoriesFailed}</Alert>;
}

/**
 * A new ad like the owner's ad `id` (PRODUCT.md, 'Įkelti panašų skelbimą'): the form filled from it, without its
 * pictures. Someone else's ad, or one that cannot be read, leaves the form empty.
 */
function SimilarAd({ id }: { id: number }) {
  const { user } = useAuth();
  const post = useQuery(singlePostQuery(id));
  if (post.isPending) return <PageSpinner />;
  const own = post.data !== undefined && post.data.creatorId === user?.id;
  return <CreateAd from={own ? post.data : undefined} />;
}

function CreateAd({ from }: { from?: Post }) {
  usePageTitle(tf.titleNew);
  const { user } = useAuth();
  const site = useSiteInfo();
  const { categories, max } = useFormData();
  const ready = categories.data && !site.isPending;
  return (
    <FormPage>
      <PageHeading>{tf.titleNew}</PageHeading>
      <Text tone="secondary" className={styles.intro}>
        {from ? tf.similarIntro(from.title) : tf.intro}
      </Text>
      {categories.isError ? (
        <CategoriesFailed />
      ) : !ready ? (
        <PageSpinner />
      ) : (
        <PostForm
          defaults={
            from
              ? adFormFromPost(from, user?.phoneNumber ?? '')
              : emptyAdForm(site.data?.townName ?? '', user?.phoneNumber ?? '')
          }
          initialPictures={[]}
          phoneKnown
          categories={categories.data}
          maxPictures={max}
        />
      )}
    </FormPage>
  );
}

function EditAd({ id }: { id: number }) {
  usePageTitle(tf.titleEdit);
  const auth = useAuth();
  const post = useQuery(singlePostQuery(id));
  const allowed = post.data !== undefined && canEdit(auth.user?.id, auth.hasRole, post.data);
  // The contact phone is not part of the ad's public data: ask for it like a visitor would, once.
  const phone = useQuery({
    queryKey: ['posts', 'phone', id],
    queryFn: () => fetchPostPhone(id),
    enabled: allowed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { categories, max } = useFormData();

  if (post.isError) {
    const status = isApiError(post.error) ? post.error.status : 500;
    if (status === 404 || status === 400) return <ErrorView notFound />;
    return (
      <Alert severity="error">{isApiError(post.error) ? post.error.messages.join(' ') : t.ads.errorNetwork}</Alert>
    );
  }
  if (post.data && !allowed) {
    return (
      <FormPage>
        <PageHeading>{tf.titleEdit}</PageHeading>
        <Alert severity="warning">{tf.notYours}</Alert>
      </FormPage>
    );
  }
  if (categories.isError) return <CategoriesFailed />;
  if (!post.data || !categories.data || phone.isPending) return <PageSpinner />;

  const phoneKnown = phone.isSuccess;
  return (
    <FormPage>
      <PageHeading>{tf.titleEdit}</PageHeading>
      <PostForm
        editId={id}
        defaults={adFormFromPost(post.data, phone.data?.phone ?? '')}
        initialPictures={post.data.pictureUploads}
        phoneKnown={phoneKnown}
        categories={categories.data}
        maxPictures={max}
      />
    </FormPage>
  );
}

/** The heading and the form share one readable column. */
function FormPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

function canEdit(userId: string | undefined, hasRole: boolean, post: Post): boolean {
  return hasRole || (userId !== undefined && userId === post.creatorId);
}
